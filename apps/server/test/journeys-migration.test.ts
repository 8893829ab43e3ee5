// Migration 0010 moves each session's coded journey into analytics_journeys (once per project) and
// leaves the session its id: a database migrated before it keeps every funnel's numbers.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { journeyId, pathCode } from '../src/analytics/step-codes.ts';
import { migrateFrom, migrateUntil } from './migrations-fixtures.ts';

const JOURNEYS_MIGRATION = '0010_analytics_journeys.sql';

describe('journeys migration', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('gives each stored journey its id, stores each distinct journey once per project', async () => {
    await migrateUntil(client, JOURNEYS_MIGRATION);
    const team = '00000000-0000-4000-8000-000000000002';
    const projects = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004'];
    await client.exec(`insert into teams (id, name) values ('${team}', 'T')`);
    for (const id of projects)
      await client.query(`insert into projects (id, team_id, label) values ($1, $2, 'P')`, [id, team]);
    const journeys = [
      pathCode(['page:home', 'option:finish:walnut', 'cart']),
      pathCode(['page:home']),
      pathCode([]),
    ];
    // Sessions 1–3 share the first journey in the first project; the second project has it too.
    const sessions: [number, string, string][] = [
      [1, projects[0]!, journeys[0]!],
      [2, projects[0]!, journeys[0]!],
      [3, projects[0]!, journeys[0]!],
      [4, projects[0]!, journeys[1]!],
      [5, projects[0]!, journeys[2]!],
      [6, projects[1]!, journeys[0]!],
    ];
    for (const [id, project, steps] of sessions)
      await client.query(
        `insert into analytics_session_paths (session_id, project_id, started_at, version, device, steps)
         values ($1, $2, now(), '1.0.0', 'mobile', $3)`,
        [id, project, steps],
      );

    await migrateFrom(client, JOURNEYS_MIGRATION);

    const paths = await client.query<{ session_id: string; journey: string }>(
      'select session_id::text, journey::text from analytics_session_paths order by session_id',
    );
    expect(paths.rows.map((row) => BigInt(row.journey))).toEqual(
      sessions.map(([, , steps]) => journeyId(steps)),
    );
    const stored = await client.query<{ project_id: string; id: string; steps: string }>(
      'select project_id, id::text, steps from analytics_journeys order by project_id, steps',
    );
    expect(stored.rows).toHaveLength(4);
    for (const row of stored.rows) expect(BigInt(row.id)).toBe(journeyId(row.steps));
    expect(stored.rows.filter((row) => row.project_id === projects[0])).toHaveLength(3);
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'analytics_session_paths'`,
    );
    expect(columns.rows.map((row) => row.column_name)).not.toContain('steps');
  });
});
