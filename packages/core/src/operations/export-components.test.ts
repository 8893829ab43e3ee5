import { describe, expect, it } from 'vitest';
import { ComponentExportSchema } from './component-export.ts';
import { exportComponents } from './export-components.ts';
import { addNamed, setupProject } from './fixtures.ts';

describe('exportComponents', () => {
  it('exports an element and its descendants as {rootId, elements}', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const a1 = addNamed(doc, pageId, a, 'A1');
    const a11 = addNamed(doc, pageId, a1, 'A11');
    addNamed(doc, pageId, null, 'B');
    const exported = exportComponents(doc, { pageId, elementId: a1 });
    expect(exported.rootId).toBe(a1);
    expect(Object.keys(exported.elements).sort()).toEqual([a1, a11].sort());
    expect(exported.elements[a1]!.parent).toBeNull();
    expect(exported.elements[a11]!.parent).toBe(a1);
    expect(ComponentExportSchema.safeParse(JSON.parse(JSON.stringify(exported))).success).toBe(true);
    expect(() => exportComponents(doc, { pageId, elementId: 'x' })).toThrow('Element x does not exist');
  });
});
