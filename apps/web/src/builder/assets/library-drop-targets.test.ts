import { ASSET_TYPES, type Asset } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { libraryDropTargets, stepThrough } from './library-drop-targets.ts';

const asset = (id: string, folder = false): Asset =>
  ({
    id,
    name: id,
    type: folder ? ASSET_TYPES.folder : ASSET_TYPES.file,
    parentId: null,
  }) as unknown as Asset;

// The grid of the open folder "Models": folders first, then files.
const items = [asset('Chairs', true), asset('Lamps', true), asset('bunny.glb'), asset('sofa.glb')];
const path = [
  { id: 'Scenes', name: 'Scenes' },
  { id: 'Models', name: 'Models' },
];

describe('libraryDropTargets', () => {
  it('lists the breadcrumb folders above the open one, then the folders in the grid', () => {
    const { targets, origin } = libraryDropTargets(path, items, 'sofa.glb', () => true);
    expect(targets.map((target) => target.folderId)).toEqual([null, 'Scenes', 'Chairs', 'Lamps']);
    expect(targets[0]!.name).toBe('Assets');
    expect(origin).toBe(4);
  });

  it('leaves out the dragged folder and the folders that refuse the selection', () => {
    const { targets, origin } = libraryDropTargets(path, items, 'Chairs', (id) => id !== 'Scenes');
    expect(targets.map((target) => target.folderId)).toEqual([null, 'Lamps']);
    expect(origin).toBe(1);
  });

  it('has only the grid folders at the root', () => {
    const { targets } = libraryDropTargets([], items, 'bunny.glb', () => true);
    expect(targets.map((target) => target.folderId)).toEqual(['Chairs', 'Lamps']);
  });
});

describe('stepThrough', () => {
  it('starts next to the origin and moves one place per press, staying at the ends', () => {
    expect(stepThrough(4, -1, 2, 1)).toBe(2);
    expect(stepThrough(4, -1, 2, -1)).toBe(1);
    expect(stepThrough(4, -1, 4, 1)).toBe(3);
    expect(stepThrough(4, -1, 0, -1)).toBe(0);
    expect(stepThrough(4, 1, 0, 1)).toBe(2);
    expect(stepThrough(4, 3, 0, 1)).toBe(3);
    expect(stepThrough(4, 0, 0, -1)).toBe(0);
    expect(stepThrough(0, -1, 0, 1)).toBe(-1);
  });
});
