import { registry } from '../registry/use-registry.ts';
import { describe, expect, it } from 'vitest';
import { propFolders, sharedProps } from './prop-folders.ts';

describe('prop folders', () => {
  it('groups a component’s props by folder, leaving css to the advanced styles editor', () => {
    const mesh = registry.get('GltfModel')!;
    const folders = propFolders(mesh.props);
    expect(folders.map((folder) => folder.name)).toEqual(['General', 'Transform', 'Advanced']);
    expect(folders.find((f) => f.name === 'Transform')!.props.map((p) => p.name)).toEqual([
      'position',
      'rotation',
      'scale',
    ]);
    expect(folders.flatMap((f) => f.props).some((p) => p.name === 'css')).toBe(false);
  });

  it('edits only the props every selected component shares', () => {
    const shared = sharedProps([registry.get('Button')!, registry.get('Text')!]).map((p) => p.name);
    expect(shared).toEqual(['visibility', 'css']);
    const same = sharedProps([registry.get('Text')!, registry.get('Text')!]).map((p) => p.name);
    expect(same).toContain('text');
    expect(sharedProps([])).toEqual([]);
  });
});
