import { describe, expect, it } from 'vitest';
import { MATERIAL_MIME_TYPE } from '../constants.ts';
import type { Asset } from '../schema/asset.ts';
import { breadcrumbItems, libraryItems, type AssetFilter } from './library-view.ts';

const asset = (name: string, extra: Partial<Asset> = {}): Asset => ({
  id: name,
  name,
  type: 'FILE',
  parentId: null,
  children: [],
  ext: name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : undefined,
  ...extra,
});
const folder = (name: string, parentId: string | null = null) => asset(name, { type: 'FOLDER', parentId });

const library: Asset[] = [
  asset('shoe.glb'),
  asset('Scene.gltf'),
  asset('sky.hdr'),
  asset('night.exr'),
  asset('wood.jpg'),
  asset('b.JPEG', { ext: 'JPEG' }),
  asset('logo.png'),
  asset('photo.webp'),
  asset('notes.json'),
  asset('Leather', { mime_type: MATERIAL_MIME_TYPE, type: 'MATERIAL', ext: 'material' }),
  folder('zeta'),
  folder('Alpha'),
  asset('inner.png', { parentId: 'Alpha' }),
];
const names = (items: Asset[]) => items.map((item) => item.name);

describe('library view', () => {
  it('filters by type: models, materials, environments, images (folders always shown)', () => {
    const pick = (filter: AssetFilter) =>
      names(libraryItems(library, { folderId: null, filter, search: '' }));
    expect(pick('models')).toEqual(['Alpha', 'zeta', 'Scene.gltf', 'shoe.glb']);
    expect(pick('materials')).toEqual(['Alpha', 'zeta', 'Leather']);
    expect(pick('environments')).toEqual(['Alpha', 'zeta', 'night.exr', 'sky.hdr']);
    expect(pick('images')).toEqual(['Alpha', 'zeta', 'b.JPEG', 'logo.png', 'photo.webp', 'wood.jpg']);
    expect(pick('all')).toHaveLength(12);
  });

  it('sorts folders first, then by name', () => {
    expect(names(libraryItems(library, { folderId: null, filter: 'all', search: '' })).slice(0, 4)).toEqual([
      'Alpha',
      'zeta',
      'b.JPEG',
      'Leather',
    ]);
  });

  it("shows one folder's contents, and searches the whole library case-insensitively, trimmed", () => {
    expect(names(libraryItems(library, { folderId: 'Alpha', filter: 'all', search: '' }))).toEqual([
      'inner.png',
    ]);
    expect(names(libraryItems(library, { folderId: null, filter: 'images', search: '  PNG ' }))).toEqual([
      'inner.png',
      'logo.png',
    ]);
    expect(names(libraryItems(library, { folderId: null, filter: 'all', search: 'al' }))).toEqual(['Alpha']);
  });

  it('shows the last 4 folders of the breadcrumb with an ellipsis', () => {
    const path = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase() }));
    expect(breadcrumbItems(path.slice(0, 4))).toEqual([
      { kind: 'root' },
      ...path.slice(0, 4).map((folder) => ({ kind: 'folder', ...folder })),
    ]);
    expect(breadcrumbItems(path)).toEqual([
      { kind: 'root' },
      { kind: 'ellipsis' },
      ...path.slice(2).map((folder) => ({ kind: 'folder', ...folder })),
    ]);
    expect(breadcrumbItems([])).toEqual([{ kind: 'root' }]);
  });
});
