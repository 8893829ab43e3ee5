import { describe, expect, it } from 'vitest';
import {
  isSceneImportFile,
  planSceneImport,
  textureSlotOf,
  typedFolder,
  zipBaseName,
} from './plan-scene-import.ts';

describe('planSceneImport', () => {
  const plan = planSceneImport('Sneaker pack.zip', [
    '__MACOSX/._shoe.glb',
    'models/.DS_Store',
    'models/Thumbs.db',
    'models/shoe.glb',
    'models/lace.gltf',
    'models/lace.bin',
    'models/readme.txt',
    '[Group]_Sneaker/sole.glb',
    '[Group]_Sneaker/[Mesh]_Laces-2/laces.GLB',
    'textures/Leather_map.jpg',
    'textures/Leather_normal.png',
    'textures/Leather_roughnessMap.jpeg',
    'textures/Rubber_ao.png',
    'textures/photo.png',
    'textures/Leather_unknown.png',
    'textures/Leather_map.webp',
  ]);

  it('creates a folder named after the zip, mirroring the folders that hold kept files', () => {
    expect(plan.rootName).toBe('Sneaker pack');
    expect(plan.folders.map((folder) => [folder.path, folder.name, folder.parentPath])).toEqual([
      ['', 'Sneaker pack', null],
      ['[Group]_Sneaker', '[Group]_Sneaker', ''],
      ['[Group]_Sneaker/[Mesh]_Laces-2', '[Mesh]_Laces-2', '[Group]_Sneaker'],
      ['models', 'models', ''],
      ['textures', 'textures', ''],
    ]);
  });

  it('keeps only .gltf and .glb models and ignores system folders and files', () => {
    expect(plan.models.map((model) => model.path)).toEqual([
      '[Group]_Sneaker/[Mesh]_Laces-2/laces.GLB',
      '[Group]_Sneaker/sole.glb',
      'models/lace.gltf',
      'models/shoe.glb',
    ]);
    expect(plan.skipped).toEqual([
      'models/lace.bin',
      'models/readme.txt',
      'textures/Leather_map.webp',
      'textures/Leather_unknown.png',
      'textures/photo.png',
    ]);
  });

  it("turns '[Type]_Name' folders into typed elements", () => {
    const typed = plan.folders.filter((folder) => folder.element).map((folder) => folder.element);
    expect(typed).toEqual([
      { elementType: 'Group', name: 'Sneaker' },
      { elementType: 'Mesh', name: 'Laces-2' },
    ]);
    expect(typedFolder('[Group] Sneaker')).toBeUndefined();
    expect(typedFolder('[Gro up]_Sneaker')).toBeUndefined();
    expect(typedFolder('Group_Sneaker')).toBeUndefined();
    expect(typedFolder('[Group]_Sneaker!')).toBeUndefined();
  });

  it('groups jpg, jpeg and png images into materials by the slot named after the last underscore', () => {
    expect(plan.materials).toEqual([
      {
        name: 'Leather',
        folderPath: 'textures',
        slots: {
          map: 'textures/Leather_map.jpg',
          normalMap: 'textures/Leather_normal.png',
          roughnessMap: 'textures/Leather_roughnessMap.jpeg',
        },
      },
      { name: 'Rubber', folderPath: 'textures', slots: { aoMap: 'textures/Rubber_ao.png' } },
    ]);
    expect(plan.images).toHaveLength(4);
    expect(textureSlotOf('Dark_Oak_wood_emissive.png')).toEqual({
      material: 'Dark_Oak_wood',
      slot: 'emissiveMap',
    });
    expect(textureSlotOf('_map.png')).toBeUndefined();
  });

  it('keeps materials of the same name in different folders apart', () => {
    const twoFolders = planSceneImport('x.zip', ['a/Wood_map.png', 'b/Wood_map.png']);
    expect(twoFolders.materials.map((material) => material.folderPath)).toEqual(['a', 'b']);
  });

  it('names the root folder after the zip file', () => {
    expect(zipBaseName('C:\\Users\\me\\Scene.ZIP')).toBe('Scene');
    expect(zipBaseName('.zip')).toBe('Scene');
    expect(planSceneImport('room.zip', []).folders).toEqual([{ path: '', name: 'room', parentPath: null }]);
  });

  it('inflates only what the import uses', () => {
    expect(isSceneImportFile('a/b.glb')).toBe(true);
    expect(isSceneImportFile('a/Wood_map.png')).toBe(true);
    expect(isSceneImportFile('a/photo.png')).toBe(false);
    expect(isSceneImportFile('__MACOSX/a/b.glb')).toBe(false);
  });
});
