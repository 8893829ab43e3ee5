// Material assets of the library (mime type model/vnd.vitrine.material): creation with every default
// of SPEC §5, field edits checked against the editor's bounds, and texture slots. `data` is a Y.Map
// of fields, so two people editing different fields of one material both keep their change.
import * as Y from 'yjs';
import { newId } from '../document/access.ts';
import { assetToY, type YMap } from '../document/build.ts';
import { MATERIAL_MIME_TYPE } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { createMaterialData, MaterialDataSchema, type MaterialData } from '../schema/material-data.ts';
import {
  defaultColorSpace,
  TEXTURE_SLOTS,
  TextureSchema,
  type Texture,
  type TextureSlot,
} from '../schema/texture.ts';
import { assetsMap, getAsset, linkChild, readAsset, requireFolder } from './asset-tree.ts';
import { ASSET_TEXTS } from './texts.ts';

export const MATERIAL_ASSET_TYPE = 'MATERIAL';

function materialName(doc: Y.Doc): string {
  const names = new Set(
    [...assetsMap(doc).values()]
      .filter((asset) => asset.get('mime_type') === MATERIAL_MIME_TYPE)
      .map((asset) => String(asset.get('name'))),
  );
  let n = names.size + 1;
  while (names.has(`Material ${n}`)) n += 1;
  return `Material ${n}`;
}

function dataToY(data: MaterialData): YMap {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(data)) if (value !== undefined) map.set(key, value);
  return map;
}

export interface AddMaterialAssetArgs {
  name?: string;
  parentId?: string | null;
  data?: Partial<MaterialData>;
  id?: string;
}

/** Returns the new material asset's id; its name defaults to the next free 'Material {n}'. */
export function addMaterialAsset(
  doc: Y.Doc,
  args: AddMaterialAssetArgs = {},
  origin: unknown = LOCAL_ORIGIN,
): string {
  const name = (args.name ?? materialName(doc)).trim();
  if (name === '') throw new OperationError(ASSET_TEXTS.materialNameRequired);
  const parentId = requireFolder(doc, args.parentId);
  const parsed = MaterialDataSchema.safeParse(args.data ?? {});
  if (!parsed.success) throw new OperationError(ASSET_TEXTS.invalidMaterial(parsed.error.issues[0]!.message));
  const id = args.id ?? newId();
  return transact(doc, origin, () => {
    const asset = assetToY({
      id,
      name,
      type: MATERIAL_ASSET_TYPE,
      parentId,
      children: [],
      mime_type: MATERIAL_MIME_TYPE,
      ext: 'material',
    });
    asset.set('data', dataToY(parsed.data));
    assetsMap(doc).set(id, asset);
    linkChild(doc, parentId, id);
    return id;
  });
}

function materialMap(doc: Y.Doc, id: string): { asset: YMap; data: YMap } {
  const asset = getAsset(doc, id);
  if (asset.get('mime_type') !== MATERIAL_MIME_TYPE) {
    throw new OperationError(ASSET_TEXTS.notMaterial(String(asset.get('name'))));
  }
  let data = asset.get('data');
  if (!(data instanceof Y.Map)) {
    // A material written as plain JSON (an imported document): lift it into a Y.Map on first edit.
    const lifted = dataToY(createMaterialData((data ?? {}) as Partial<MaterialData>));
    asset.set('data', lifted);
    data = lifted;
  }
  return { asset, data: data as YMap };
}

/** The material's data with every default filled in. */
export function readMaterialData(doc: Y.Doc, id: string): MaterialData {
  const asset = readAsset(getAsset(doc, id));
  return createMaterialData((asset.data ?? {}) as Partial<MaterialData>);
}

type ScalarField = Exclude<keyof MaterialData, 'textures' | 'images' | TextureSlot>;

/** Sets material fields; values outside the editor's bounds are refused with the field's message. */
export function updateMaterialAsset(
  doc: Y.Doc,
  args: { id: string; changes: Partial<Pick<MaterialData, ScalarField>> },
  origin: unknown = LOCAL_ORIGIN,
): void {
  const current = readMaterialData(doc, args.id);
  const parsed = MaterialDataSchema.safeParse({ ...current, ...args.changes });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new OperationError(ASSET_TEXTS.invalidMaterial(`${issue.path.join('.')}: ${issue.message}`));
  }
  transact(doc, origin, () => {
    const { data } = materialMap(doc, args.id);
    for (const key of Object.keys(args.changes) as ScalarField[]) data.set(key, parsed.data[key]);
  });
}

export interface SetMaterialTextureArgs {
  id: string;
  slot: TextureSlot;
  /** The image's URL (an uploaded jpg, jpeg or png). */
  url: string;
  texture?: Partial<Omit<Texture, 'uuid' | 'image'>>;
}

/** Puts an image in a texture slot, replacing what the slot held; returns the texture uuid. */
export function setMaterialTexture(
  doc: Y.Doc,
  args: SetMaterialTextureArgs,
  origin: unknown = LOCAL_ORIGIN,
): string {
  const current = readMaterialData(doc, args.id);
  const imageId = newId();
  const parsed = TextureSchema.safeParse({
    colorSpace: defaultColorSpace(args.slot),
    ...args.texture,
    uuid: newId(),
    image: imageId,
  });
  if (!parsed.success) throw new OperationError(ASSET_TEXTS.invalidMaterial(parsed.error.issues[0]!.message));
  const withoutSlot = dropSlot(current, args.slot);
  return transact(doc, origin, () => {
    const { data } = materialMap(doc, args.id);
    data.set('images', [...withoutSlot.images, { uuid: imageId, url: args.url }]);
    data.set('textures', [...withoutSlot.textures, parsed.data]);
    data.set(args.slot, parsed.data.uuid);
    return parsed.data.uuid;
  });
}

/** Changes a slot's texture settings (wrap, repeat, colour space, flipY, channel, filters, rotation). */
export function updateMaterialTexture(
  doc: Y.Doc,
  args: { id: string; slot: TextureSlot; changes: Partial<Omit<Texture, 'uuid' | 'image'>> },
  origin: unknown = LOCAL_ORIGIN,
): void {
  const current = readMaterialData(doc, args.id);
  const uuid = current[args.slot];
  const texture = current.textures.find((candidate) => candidate.uuid === uuid);
  if (!texture) throw new OperationError(ASSET_TEXTS.invalidMaterial(`${args.slot} has no texture`));
  const parsed = TextureSchema.safeParse({
    ...texture,
    ...args.changes,
    uuid: texture.uuid,
    image: texture.image,
  });
  if (!parsed.success) throw new OperationError(ASSET_TEXTS.invalidMaterial(parsed.error.issues[0]!.message));
  transact(doc, origin, () => {
    const { data } = materialMap(doc, args.id);
    data.set(
      'textures',
      current.textures.map((candidate) => (candidate.uuid === texture.uuid ? parsed.data : candidate)),
    );
  });
}

/** The material without the slot's texture (and its image, when no other texture samples it). */
function dropSlot(data: MaterialData, slot: TextureSlot): Pick<MaterialData, 'textures' | 'images'> {
  const uuid = data[slot];
  const texture = data.textures.find((candidate) => candidate.uuid === uuid);
  if (!texture) return { textures: data.textures, images: data.images };
  const stillUsed = (image: string) =>
    TEXTURE_SLOTS.some((other) => {
      if (other === slot) return false;
      const otherTexture = data.textures.find((candidate) => candidate.uuid === data[other]);
      return otherTexture?.image === image;
    });
  return {
    textures: data.textures.filter((candidate) => candidate.uuid !== texture.uuid),
    images: data.images.filter((image) => image.uuid !== texture.image || stillUsed(image.uuid)),
  };
}

export function clearMaterialTexture(
  doc: Y.Doc,
  args: { id: string; slot: TextureSlot },
  origin: unknown = LOCAL_ORIGIN,
): void {
  const current = readMaterialData(doc, args.id);
  const remaining = dropSlot(current, args.slot);
  transact(doc, origin, () => {
    const { data } = materialMap(doc, args.id);
    data.set('textures', remaining.textures);
    data.set('images', remaining.images);
    data.delete(args.slot);
  });
}
