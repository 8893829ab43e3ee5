// Retention (docs/analytics.md): raw events and sessions older than the configured number of days are
// deleted in batches, so no long transaction holds the tables; yesterday's visitor list and older
// salts go too. The rollups are kept: the numbers of old ranges stay, their raw events do not.
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
  await db.execute(
    sql`delete from analytics_visitor_days where day < ${new Date(now - DAY_MS).toISOString().slice(0, 10)}::date`,
  );
  await salts.forgetOld(now);
  return { events, sessions };
}
