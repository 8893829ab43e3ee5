// Which projects the dashboard shows as recent (SPEC §2, §9): at most 4, newest updatedAt first, the
// dates read as UTC. The API already sorts, but the card list must not depend on it.
import { parseUtc, RECENT_PROJECTS_LIMIT } from '@vitrine/core';

const time = (value: string) => {
  const ms = parseUtc(value).getTime();
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

export function selectRecentProjects<P extends { id: string; updatedAt: string }>(
  projects: readonly P[],
  limit = RECENT_PROJECTS_LIMIT,
): P[] {
  return [...projects]
    .sort((a, b) => time(b.updatedAt) - time(a.updatedAt) || a.id.localeCompare(b.id))
    .slice(0, limit);
}
