// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selectRecentProjects } from './recent-projects.ts';

const project = (id: string, updatedAt: string) => ({ id, updatedAt });

describe('selectRecentProjects', () => {
  it('keeps the 4 most recently updated projects, newest first', () => {
    const projects = [
      project('a', '2026-01-01T10:00:00Z'),
      project('b', '2026-03-01T10:00:00Z'),
      project('c', '2026-02-01T10:00:00Z'),
      project('d', '2026-05-01T10:00:00Z'),
      project('e', '2026-04-01T10:00:00Z'),
      project('f', '2025-12-01T10:00:00Z'),
    ];
    expect(selectRecentProjects(projects).map((p) => p.id)).toEqual(['d', 'e', 'b', 'c']);
  });

  it('reads dates without a zone as UTC', () => {
    const projects = [project('utc', '2026-01-01T10:30:00'), project('offset', '2026-01-01T11:00:00+01:00')];
    // 10:30 UTC is later than 11:00+01:00 (= 10:00 UTC).
    expect(selectRecentProjects(projects).map((p) => p.id)).toEqual(['utc', 'offset']);
  });

  it('puts unreadable dates last and does not change the input', () => {
    const projects = [project('bad', 'not a date'), project('ok', '2026-01-01T00:00:00Z')];
    expect(selectRecentProjects(projects).map((p) => p.id)).toEqual(['ok', 'bad']);
    expect(projects.map((p) => p.id)).toEqual(['bad', 'ok']);
  });

  it('honours a smaller limit and an empty list', () => {
    expect(selectRecentProjects([project('a', '2026-01-01T00:00:00Z')], 0)).toEqual([]);
    expect(selectRecentProjects([])).toEqual([]);
  });
});
