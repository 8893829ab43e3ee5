// Migration 0011 moves the session-length bands out of the breakdowns into tables of their own:
// every band's count is kept, in the hourly and the daily rollups, and the other dimensions stay.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateFrom, migrateUntil } from './migrations-fixtures.ts';

const DURATIONS_MIGRATION = '0011_analytics_durations.sql';

describe('durations migration', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('moves each duration band with its count, leaves every other dimension', async () => {
    await migrateUntil(client, DURATIONS_MIGRATION);
    const team = '00000000-0000-4000-8000-000000000002';
    const project = '00000000-0000-4000-8000-000000000003';
    await client.exec(`insert into teams (id, name) values ('${team}', 'T')`);
    await client.query(`insert into projects (id, team_id, label) values ($1, $2, 'P')`, [project, team]);
    // Per table: two bands of one cell, one of another device, and a page row that stays.
    const rows: [string, string, string, string, number, number][] = [
      ['1.0.0', 'mobile', 'duration', '0', 0, 4],
      ['1.0.0', 'mobile', 'duration', '30', 0, 7],
      ['1.0.0', 'desktop', 'duration', '600', 0, 1],
      ['1.0.0', 'mobile', 'page', 'home', 12, 9],
    ];
    for (const [table, bucket] of [
      ['analytics_breakdown_hourly', '2026-11-20T10:00:00Z'],
      ['analytics_breakdown_daily', '2026-11-20'],
    ] as const)
      for (const [version, device, dimension, key, events, sessions] of rows)
        await client.query(
          `insert into ${table} (project_id, bucket, version, device, dimension, key, events, sessions)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [project, bucket, version, device, dimension, key, events, sessions],
        );

    await migrateFrom(client, DURATIONS_MIGRATION);

    for (const suffix of ['hourly', 'daily']) {
      const bands = await client.query<{ version: string; device: string; band: number; sessions: number }>(
        `select version, device, band, sessions from analytics_durations_${suffix} order by device, band`,
      );
      expect(bands.rows).toEqual([
        { version: '1.0.0', device: 'desktop', band: 600, sessions: 1 },
        { version: '1.0.0', device: 'mobile', band: 0, sessions: 4 },
        { version: '1.0.0', device: 'mobile', band: 30, sessions: 7 },
      ]);
      const left = await client.query<{ dimension: string; key: string; events: number; sessions: number }>(
        `select dimension, key, events, sessions from analytics_breakdown_${suffix}`,
      );
      expect(left.rows).toEqual([{ dimension: 'page', key: 'home', events: 12, sessions: 9 }]);
    }
  });
});
