// What importing a scene zip creates, decided from its file list alone (SPEC §5): a library folder
// named after the zip mirroring the zip's folders; .gltf/.glb models; jpg/jpeg/png images grouped into
// materials by the suffix after their last underscore, which names the texture slot
// ('Leather_normalMap.png' or 'Leather_normal.png' → material 'Leather', slot normalMap); folders
// named '[Type]_Name' become elements of that type. System files and anything else are skipped.
import { TEXTURE_SLOTS, type TextureSlot } from '../schema/texture.ts';

const SYSTEM_NAMES = new Set(['__macosx', '.ds_store', 'thumbs.db']);
const MODEL_EXTENSIONS = new Set(['gltf', 'glb']);
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);
/** '[Group]_Shoe': a type and a name of letters, digits, underscores and hyphens. */
const TYPED_FOLDER = /^\[([A-Za-z0-9_-]+)\]_([A-Za-z0-9_-]+)$/;

export interface PlannedFolder {
  /** Path inside the zip ('' is the zip itself). */
  path: string;
  name: string;
  parentPath: string | null;
  /** Set when the folder is named '[Type]_Name'. */
  element?: { elementType: string; name: string };
}

export interface PlannedFile {
  path: string;
  name: string;
  folderPath: string;
}

export interface PlannedMaterial {
  name: string;
  folderPath: string;
  /** Image path of each slot. */
  slots: Partial<Record<TextureSlot, string>>;
}

export interface SceneImportPlan {
  /** The library folder the import creates, named after the zip. */
  rootName: string;
  folders: PlannedFolder[];
  models: PlannedFile[];
  images: PlannedFile[];
  materials: PlannedMaterial[];
  skipped: string[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a path lies in a system folder or is a system file (__MACOSX, .DS_Store, Thumbs.db). */
export function isSystemPath(path: string): boolean {
  return path.split('/').some((part) => SYSTEM_NAMES.has(part.toLowerCase()) || part.startsWith('._'));
}

/** The folder name's element, for '[Type]_Name' folders. */
export function typedFolder(name: string): { elementType: string; name: string } | undefined {
  const match = TYPED_FOLDER.exec(name);
  return match ? { elementType: match[1]!, name: match[2]! } : undefined;
}

const SLOT_BY_SUFFIX = new Map<string, TextureSlot>(
  TEXTURE_SLOTS.flatMap((slot) => {
    const short = slot.replace(/Map$/, '');
    return [
      [slot.toLowerCase(), slot],
      ...(short && short !== slot ? [[short.toLowerCase(), slot] as [string, TextureSlot]] : []),
    ] as [string, TextureSlot][];
  }),
);

/** The material and slot an image names, e.g. 'Wood_roughness.jpg' → Wood / roughnessMap. */
export function textureSlotOf(fileName: string): { material: string; slot: TextureSlot } | undefined {
  const base = fileName.slice(0, fileName.length - extensionOf(fileName).length - 1);
  const underscore = base.lastIndexOf('_');
  if (underscore <= 0) return undefined;
  const slot = SLOT_BY_SUFFIX.get(base.slice(underscore + 1).toLowerCase());
  return slot ? { material: base.slice(0, underscore), slot } : undefined;
}

export function zipBaseName(zipName: string): string {
  const last = zipName.split(/[\\/]/).pop() ?? zipName;
  return last.replace(/\.zip$/i, '').trim() || 'Scene';
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Plans the import of a zip's files (paths as readZip normalised them). */
export function planSceneImport(zipName: string, paths: string[]): SceneImportPlan {
  const plan: SceneImportPlan = {
    rootName: zipBaseName(zipName),
    folders: [],
    models: [],
    images: [],
    materials: [],
    skipped: [],
  };
  const folders = new Map<string, PlannedFolder>();
  const ensureFolder = (path: string): void => {
    if (folders.has(path)) return;
    if (path === '') {
      folders.set('', { path: '', name: plan.rootName, parentPath: null });
      return;
    }
    ensureFolder(parentOf(path));
    const name = nameOf(path);
    const element = typedFolder(name);
    folders.set(path, { path, name, parentPath: parentOf(path), ...(element ? { element } : {}) });
  };
  ensureFolder('');

  const materials = new Map<string, PlannedMaterial>();
  for (const path of [...paths].sort()) {
    const name = nameOf(path);
    const ext = extensionOf(name);
    if (isSystemPath(path)) continue;
    const folderPath = parentOf(path);
    if (MODEL_EXTENSIONS.has(ext)) {
      ensureFolder(folderPath);
      plan.models.push({ path, name, folderPath });
      continue;
    }
    const texture = IMAGE_EXTENSIONS.has(ext) ? textureSlotOf(name) : undefined;
    if (!texture) {
      plan.skipped.push(path);
      continue;
    }
    ensureFolder(folderPath);
    plan.images.push({ path, name, folderPath });
    const key = `${folderPath}/${texture.material}`;
    const material = materials.get(key) ?? { name: texture.material, folderPath, slots: {} };
    material.slots[texture.slot] = path;
    materials.set(key, material);
  }
  plan.folders = [...folders.values()];
  plan.materials = [...materials.values()];
  return plan;
}

/** Whether readZip needs to inflate a path for this import (skipped files are never inflated). */
export function isSceneImportFile(path: string): boolean {
  if (isSystemPath(path)) return false;
  const name = nameOf(path);
  const ext = extensionOf(name);
  return MODEL_EXTENSIONS.has(ext) || (IMAGE_EXTENSIONS.has(ext) && textureSlotOf(name) !== undefined);
}
