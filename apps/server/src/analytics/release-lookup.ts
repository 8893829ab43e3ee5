// Whether a project has a release of a version: asked for every batch a published page sends, so
// answers are kept a minute (a miss for ten seconds: a release just published shows up quickly).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects, releases } from '../db/schema.ts';
import { isUuid } from '../teams/access.ts';

export type ReleaseCheck = 'ok' | 'no-project' | 'no-release';

const HIT_MS = 60_000;
const MISS_MS = 10_000;
const MAX_ENTRIES = 10_000;

export class ReleaseLookup {
  private cache = new Map<string, { answer: ReleaseCheck; expires: number }>();

  constructor(private readonly db: Database) {}

  async check(projectId: string, version: string): Promise<ReleaseCheck> {
    if (!isUuid(projectId)) return 'no-project';
    const id = `${projectId}|${version}`;
    const now = Date.now();
    const cached = this.cache.get(id);
    if (cached && cached.expires > now) return cached.answer;
    const [row] = await this.db
      .select({ projectId: projects.id, releaseId: releases.id })
      .from(projects)
      .leftJoin(releases, and(eq(releases.projectId, projects.id), eq(releases.version, version)))
      .where(eq(projects.id, projectId))
      .limit(1);
    const answer: ReleaseCheck = !row ? 'no-project' : row.releaseId ? 'ok' : 'no-release';
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(id, { answer, expires: now + (answer === 'ok' ? HIT_MS : MISS_MS) });
    return answer;
  }
}
