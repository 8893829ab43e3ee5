import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_LAYOUT_MESSAGES,
  DASHBOARD_LAYOUT_PROJECTS_MAX,
  DashboardLayoutSchema,
  orderByLayout,
  orderSections,
} from './dashboard-layout.ts';

const project = (id: string) => ({ id });
const ids = (list: Array<{ id: string }>) => list.map((one) => one.id);
const firstMessage = (value: unknown) => DashboardLayoutSchema.safeParse(value).error?.issues[0]?.message;

describe('DashboardLayoutSchema', () => {
  it('accepts sections and project ids in any order', () => {
    const layout = { sections: ['quickstart-templates', 'get-started'], projectIds: ['b', 'a'] };
    expect(DashboardLayoutSchema.parse(layout)).toEqual(layout);
  });

  it('refuses unknown or repeated sections, repeated or odd ids and too many ids', () => {
    expect(firstMessage(null)).toBe(DASHBOARD_LAYOUT_MESSAGES.bodyNotObject);
    expect(firstMessage({ sections: 'get-started', projectIds: [] })).toBe(
      DASHBOARD_LAYOUT_MESSAGES.sectionsNotList,
    );
    expect(firstMessage({ sections: ['sidebar'], projectIds: [] })).toBe(
      DASHBOARD_LAYOUT_MESSAGES.sectionUnknown,
    );
    expect(firstMessage({ sections: ['get-started', 'get-started'], projectIds: [] })).toBe(
      DASHBOARD_LAYOUT_MESSAGES.sectionsRepeated,
    );
    expect(firstMessage({ sections: [], projectIds: ['a', 'a'] })).toBe(
      DASHBOARD_LAYOUT_MESSAGES.projectIdsRepeated,
    );
    expect(firstMessage({ sections: [], projectIds: [''] })).toBe(DASHBOARD_LAYOUT_MESSAGES.projectIdInvalid);
    expect(firstMessage({ sections: [], projectIds: [1] })).toBe(DASHBOARD_LAYOUT_MESSAGES.projectIdInvalid);
    const many = Array.from({ length: DASHBOARD_LAYOUT_PROJECTS_MAX + 1 }, (_, index) => `p${index}`);
    expect(firstMessage({ sections: [], projectIds: many })).toBe(
      DASHBOARD_LAYOUT_MESSAGES.projectIdsTooMany,
    );
  });
});

describe('orderSections', () => {
  it('keeps the saved order and appends the sections it lacks in their default order', () => {
    expect(orderSections([])).toEqual(['get-started', 'recent-projects', 'quickstart-templates']);
    expect(orderSections(['quickstart-templates'])).toEqual([
      'quickstart-templates',
      'get-started',
      'recent-projects',
    ]);
    expect(orderSections(['recent-projects', 'quickstart-templates', 'get-started'])).toEqual([
      'recent-projects',
      'quickstart-templates',
      'get-started',
    ]);
  });
});

describe('orderByLayout', () => {
  const newestFirst = [project('d'), project('c'), project('b'), project('a')];

  it('shows the others first in the order given (newest first), then the saved ones as saved', () => {
    expect(ids(orderByLayout(newestFirst, ['a', 'c']))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(orderByLayout(newestFirst, ['b', 'a', 'c', 'd']))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('ignores saved ids that are no longer shown and keeps the given order without a layout', () => {
    expect(ids(orderByLayout(newestFirst, ['gone', 'b']))).toEqual(['d', 'c', 'a', 'b']);
    expect(ids(orderByLayout(newestFirst, []))).toEqual(['d', 'c', 'b', 'a']);
    expect(orderByLayout([], ['a'])).toEqual([]);
  });

  it('does not change its input', () => {
    const input = [project('x'), project('y')];
    orderByLayout(input, ['y', 'x']);
    expect(ids(input)).toEqual(['x', 'y']);
  });
});
