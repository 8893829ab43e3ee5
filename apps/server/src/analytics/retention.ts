// Retention (docs/analytics.md): raw events and sessions older than the configured number of days are
// deleted in batches, so no long transaction holds the tables; yesterday's visitor list, older salts
// and journeys no session refers to go too. The rollups are kept: the numbers of old ranges stay,
// their raw events do not.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { DailySalts } from './visitor-ids.ts';

const BATCH = 10_000;
const DAY_MS = 86_400_000;

async function deleteInBatches(
  db: Database,
  table: 'analytics_events' | 'analytics_sessions' | 'analytics_session_paths',
  column: string,
  cutoff: Date,
) {
  let deleted = 0;
  for (;;) {
    const id = table === 'analytics_session_paths' ? 'session_id' : 'id';
    const result = (await db.execute(sql`delete from ${sql.raw(table)} where ${sql.raw(id)} in (
        select ${sql.raw(id)} from ${sql.raw(table)} where ${sql.raw(column)} < ${cutoff.toISOString()}::timestamptz
        limit ${BATCH}) returning 1`)) as unknown as { rows: unknown[] };
    deleted += result.rows.length;
    if (result.rows.length < BATCH) return deleted;
  }
}

/**
 * Journeys no session refers to any more: those of deleted sessions, and the shorter journeys a
 * session had before it went on. The lock waits for the writers adding journeys and holds new ones
 * back meanwhile, so a journey a writer has just referred to again is never taken from under it.
 */
export async function deleteUnusedJourneys(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table analytics_journeys in share row exclusive mode`);
    const result = (await tx.execute(sql`delete from analytics_journeys j where not exists (
        select 1 from analytics_session_paths p where p.project_id = j.project_id and p.journey = j.id)
      returning 1`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  });
}

export async function applyRetention(
  db: Database,
  salts: DailySalts,
  retentionDays: number,
  now = Date.now(),
): Promise<{ events: number; sessions: number }> {
  const cutoff = new Date(now - retentionDays * DAY_MS);
  const events = await deleteInBatches(db, 'analytics_events', 'created_at', cutoff);
  const sessions = await deleteInBatches(db, 'analytics_sessions', 'started_at', cutoff);
  await deleteInBatches(db, 'analytics_session_paths', 'started_at', cutoff);
  await deleteUnusedJourneys(db);
  await db.execute(
    sql`delete from analytics_visitor_days where day < ${new Date(now - DAY_MS).toISOString().slice(0, 10)}::date`,
  );
  await salts.forgetOld(now);
  return { events, sessions };
}
