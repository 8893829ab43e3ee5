import { describe, expect, it } from 'vitest';
import type { ElementJson } from '../model/project-json.ts';
import { canvasHasEnvironment } from './stage-environment.ts';

function page(tree: [id: string, type: string, parent: string | null][]): Record<string, ElementJson> {
  const elements: Record<string, ElementJson> = {};
  for (const [id, elementType, parent] of tree)
    elements[id] = {
      id,
      type: 'element',
      elementType,
      parent,
      children: [],
      props: {},
    } as unknown as ElementJson;
  for (const [id, , parent] of tree) if (parent) elements[parent]!.children!.push(id);
  return elements;
}

describe("a Stage's environment", () => {
  it('stands down for an Environment element anywhere in its Canvas', () => {
    const elements = page([
      ['canvas', 'Canvas', null],
      ['group', 'Group', 'canvas'],
      ['stage', 'Stage', 'group'],
      ['mesh', 'mesh', 'stage'],
      ['lights', 'Group', 'canvas'],
      ['environment', 'Environment', 'lights'],
    ]);
    expect(canvasHasEnvironment(elements, 'stage')).toBe(true);
  });

  it('lights the scene when its Canvas has none (another Canvas may)', () => {
    const elements = page([
      ['canvas', 'Canvas', null],
      ['stage', 'Stage', 'canvas'],
      ['other', 'Canvas', null],
      ['environment', 'Environment', 'other'],
    ]);
    expect(canvasHasEnvironment(elements, 'stage')).toBe(false);
    expect(canvasHasEnvironment({}, 'stage')).toBe(false);
  });
});
