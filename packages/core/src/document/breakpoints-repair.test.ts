import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { DEFAULT_BREAKPOINTS } from '../constants.ts';
import { setupProject } from '../operations/fixtures.ts';
import { projectMap } from './access.ts';
import { breakpointListFixes, touchedBreakpointList } from './breakpoints-repair.ts';
import { readBreakpoints } from './breakpoints.ts';
import { plainMap } from './build.ts';

function withList(entries: Record<string, unknown>) {
  const { doc } = setupProject();
  const config = projectMap(doc).get('config') as Y.Map<unknown>;
  config.set('breakpoints', plainMap(entries));
  return {
    doc,
    project: projectMap(doc),
    list: () => (config.get('breakpoints') as Y.Map<unknown>).toJSON(),
  };
}

const repair = (project: Y.Map<unknown>) => breakpointListFixes(project).forEach((fix) => fix());

describe('breakpointListFixes', () => {
  it('finds nothing to fix in the default list or in a valid custom one', () => {
    expect(breakpointListFixes(withList({ ...DEFAULT_BREAKPOINTS }).project)).toEqual([]);
    const wide = { id: 'wide', label: 'Wide', minWidth: 1440 };
    expect(breakpointListFixes(withList({ ...DEFAULT_BREAKPOINTS, wide }).project)).toEqual([]);
  });

  it('puts back a missing base and a base given a width', () => {
    const { tablet } = DEFAULT_BREAKPOINTS;
    const missing = withList({ tablet });
    repair(missing.project);
    expect(missing.list()).toEqual({ base: DEFAULT_BREAKPOINTS.base, tablet });
    const wide = withList({ ...DEFAULT_BREAKPOINTS, base: { id: 'base', label: 'Desktop', maxWidth: 2000 } });
    repair(wide.project);
    expect(wide.list().base).toEqual(DEFAULT_BREAKPOINTS.base);
  });

  it('removes malformed entries, entries under another id and the later of two with one width', () => {
    const { project, list } = withList({
      ...DEFAULT_BREAKPOINTS,
      both: { id: 'both', label: 'Both', minWidth: 100, maxWidth: 200 },
      none: { id: 'none', label: 'No width' },
      text: 'wide',
      moved: { id: 'elsewhere', label: 'Moved', maxWidth: 300 },
      zz: { id: 'zz', label: 'Same as tablet', maxWidth: 991 },
      negative: { id: 'negative', label: 'Negative', maxWidth: -4 },
    });
    repair(project);
    expect(list()).toEqual({ ...DEFAULT_BREAKPOINTS });
    expect(breakpointListFixes(project)).toEqual([]);
    expect(readBreakpoints(list()).map((point) => point.id)).toEqual(
      readBreakpoints({ ...DEFAULT_BREAKPOINTS }).map((point) => point.id),
    );
  });

  it('drops a list that is not a map, leaving readers the default', () => {
    const { doc } = setupProject();
    const config = projectMap(doc).get('config') as Y.Map<unknown>;
    config.set('breakpoints', 'all of them');
    repair(projectMap(doc));
    expect(config.has('breakpoints')).toBe(false);
  });

  it('is asked for when the config or its list changed, not for other changes', () => {
    const { project } = withList({ ...DEFAULT_BREAKPOINTS });
    const config = project.get('config') as Y.Map<unknown>;
    expect(touchedBreakpointList(project, [config.get('breakpoints')])).toBe(true);
    expect(touchedBreakpointList(project, [config])).toBe(true);
    expect(touchedBreakpointList(project, [project.get('pages')])).toBe(false);
  });
});
