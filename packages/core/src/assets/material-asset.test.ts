import { describe, expect, it } from 'vitest';
import { MATERIAL_MIME_TYPE } from '../constants.ts';
import { addFolder } from './add-folder.ts';
import { getAsset, readAsset } from './asset-tree.ts';
import { setupLibrary } from './fixtures.ts';
import {
  addMaterialAsset,
  clearMaterialTexture,
  readMaterialData,
  setMaterialTexture,
  updateMaterialAsset,
  updateMaterialTexture,
} from './material-asset.ts';

describe('material assets', () => {
  it("creates 'Material {n}' with every default of the editor", () => {
    const doc = setupLibrary();
    const folder = addFolder(doc);
    const id = addMaterialAsset(doc, { parentId: folder });
    const second = addMaterialAsset(doc);
    const asset = readAsset(getAsset(doc, id));
    expect(asset).toMatchObject({ name: 'Material 1', mime_type: MATERIAL_MIME_TYPE, parentId: folder });
    expect(readAsset(getAsset(doc, second)).name).toBe('Material 2');
    expect(readMaterialData(doc, id)).toMatchObject({
      color: '#ffffff',
      ior: 1.5,
      metalness: 0,
      roughness: 1,
      sheen: 0,
      sheenRoughness: 1,
      transmission: 0,
      specularIntensity: 1,
      alphaTest: 0,
      bumpScale: 1,
      normalScale: [1, 1],
      aoMapIntensity: 1,
      lightMapIntensity: 1,
      side: 0,
      transparent: false,
      alphaHash: false,
      textures: [],
      images: [],
    });
  });

  it('requires a name and a folder parent', () => {
    const doc = setupLibrary();
    expect(() => addMaterialAsset(doc, { name: '' })).toThrow('Material name is required');
    expect(() => addMaterialAsset(doc, { parentId: 'x' })).toThrow('Folder x does not exist');
  });

  it('keeps fields inside their bounds', () => {
    const doc = setupLibrary();
    const id = addMaterialAsset(doc);
    updateMaterialAsset(doc, {
      id,
      changes: { ior: 2.33, metalness: 0.25, color: '#ff0000', transparent: true },
    });
    expect(readMaterialData(doc, id)).toMatchObject({
      ior: 2.33,
      metalness: 0.25,
      color: '#ff0000',
      transparent: true,
    });
    expect(() => updateMaterialAsset(doc, { id, changes: { ior: 2.5 } })).toThrow(/^Invalid material: ior:/);
    expect(() => updateMaterialAsset(doc, { id, changes: { ior: 0.9 } })).toThrow(/ior/);
    expect(() => updateMaterialAsset(doc, { id, changes: { roughness: 1.1 } })).toThrow(/roughness/);
    expect(() => updateMaterialAsset(doc, { id, changes: { alphaTest: -0.1 } })).toThrow(/alphaTest/);
    expect(() => updateMaterialAsset(doc, { id, changes: { normalScale: [2, 1] } })).toThrow(/normalScale/);
    expect(readMaterialData(doc, id).ior).toBe(2.33);
  });

  it('merges concurrent edits of different fields', async () => {
    const Y = await import('yjs');
    const doc = setupLibrary();
    const id = addMaterialAsset(doc);
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    updateMaterialAsset(doc, { id, changes: { metalness: 0.5 } });
    updateMaterialAsset(other, { id, changes: { roughness: 0.2 } });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    expect(readMaterialData(doc, id)).toMatchObject({ metalness: 0.5, roughness: 0.2 });
  });

  it('puts images in texture slots with sRGB only for map and emissiveMap', () => {
    const doc = setupLibrary();
    const id = addMaterialAsset(doc);
    const map = setMaterialTexture(doc, { id, slot: 'map', url: '/files/a/wood.jpg' });
    const normal = setMaterialTexture(doc, { id, slot: 'normalMap', url: '/files/b/wood_normal.png' });
    const emissive = setMaterialTexture(doc, { id, slot: 'emissiveMap', url: '/files/c/glow.png' });
    const data = readMaterialData(doc, id);
    expect(data.map).toBe(map);
    expect(data.normalMap).toBe(normal);
    const texture = (uuid: string) => data.textures.find((candidate) => candidate.uuid === uuid)!;
    expect(texture(map)).toMatchObject({
      colorSpace: 'srgb',
      wrap: [1000, 1000],
      repeat: [1, 1],
      channel: 0,
    });
    expect(texture(normal).colorSpace).toBe('');
    expect(texture(emissive).colorSpace).toBe('srgb');
    expect(data.images.map((image) => image.url)).toEqual([
      '/files/a/wood.jpg',
      '/files/b/wood_normal.png',
      '/files/c/glow.png',
    ]);
  });

  it('edits a slot texture (wrap, repeat, colour space, flipY, channel, filters, rotation) within bounds', () => {
    const doc = setupLibrary();
    const id = addMaterialAsset(doc);
    setMaterialTexture(doc, { id, slot: 'roughnessMap', url: '/files/r.png' });
    updateMaterialTexture(doc, {
      id,
      slot: 'roughnessMap',
      changes: {
        wrap: [1002, 1001],
        repeat: [4, 2],
        flipY: true,
        channel: 3,
        magFilter: 1003,
        rotation: 1.2,
      },
    });
    const data = readMaterialData(doc, id);
    expect(data.textures[0]).toMatchObject({
      wrap: [1002, 1001],
      repeat: [4, 2],
      flipY: true,
      channel: 3,
      rotation: 1.2,
    });
    expect(() => updateMaterialTexture(doc, { id, slot: 'roughnessMap', changes: { channel: 4 } })).toThrow(
      /Invalid material/,
    );
    expect(() => updateMaterialTexture(doc, { id, slot: 'aoMap', changes: { flipY: true } })).toThrow(
      'Invalid material: aoMap has no texture',
    );
  });

  it('replaces and clears slots without leaving unused images', () => {
    const doc = setupLibrary();
    const id = addMaterialAsset(doc);
    setMaterialTexture(doc, { id, slot: 'map', url: '/files/1.png' });
    setMaterialTexture(doc, { id, slot: 'map', url: '/files/2.png' });
    expect(readMaterialData(doc, id).images.map((image) => image.url)).toEqual(['/files/2.png']);
    clearMaterialTexture(doc, { id, slot: 'map' });
    const data = readMaterialData(doc, id);
    expect(data).toMatchObject({ textures: [], images: [] });
    expect(data.map).toBeUndefined();
  });

  it('refuses to edit what is not a material', () => {
    const doc = setupLibrary();
    const folder = addFolder(doc, { name: 'F' });
    expect(() => updateMaterialAsset(doc, { id: folder, changes: { ior: 1.2 } })).toThrow(
      'F is not a material',
    );
  });
});
