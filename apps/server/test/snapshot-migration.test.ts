// Migration 0004 moves every stored snapshot's state into 1 MB slices (project_snapshot_chunks):
// a database migrated before it keeps its documents, byte for byte.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Database } from '../src/db/database.ts';
import { readSnapshot } from '../src/documents/snapshots.ts';
import * as schema from '../src/db/schema.ts';
import { migrateFrom, migrateUntil } from './migrations-fixtures.ts';

const CHUNKS_MIGRATION = '0004_snapshot_chunks.sql';

describe('snapshot chunks migration', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('moves each snapshot state into ordered 1 MB slices and keeps its bytes', async () => {
    await migrateUntil(client, CHUNKS_MIGRATION);
    await client.exec(`insert into users (id, email) values ('00000000-0000-4000-8000-000000000001', 'a@example.com');
      insert into teams (id, name) values ('00000000-0000-4000-8000-000000000002', 'T');`);
    const big = new Y.Doc();
    big
      .getMap('project')
      .set('blocks', Y.Array.from(Array.from({ length: 2500 }, (_, i) => `${i}:${'y'.repeat(1000)}`)));
    const states = [Y.encodeStateAsUpdate(big), Y.encodeStateAsUpdate(new Y.Doc())];
    expect(states[0]!.length).toBeGreaterThan(2 * 1024 * 1024);
    const ids = ['00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000004'];
    for (const [index, id] of ids.entries()) {
      await client.query(
        `insert into projects (id, team_id, label) values ($1, '00000000-0000-4000-8000-000000000002', 'P')`,
        [id],
      );
      await client.query(
        'insert into project_snapshots (project_id, state, last_update_id) values ($1, $2, 7)',
        [id, states[index]],
      );
    }

    await migrateFrom(client, CHUNKS_MIGRATION);

    const db = drizzle(client, { schema }) as unknown as Database;
    for (const [index, id] of ids.entries()) {
      const snapshot = await readSnapshot(db, id);
      expect(snapshot?.lastUpdateId).toBe(7);
      expect(snapshot?.stateVector).toBeNull();
      expect(Buffer.from(snapshot!.state).equals(Buffer.from(states[index]!))).toBe(true);
    }
    const chunks = await client.query<{ seq: number; size: number }>(
      'select seq, length(data) as size from project_snapshot_chunks where project_id = $1 order by seq',
      [ids[0]],
    );
    expect(chunks.rows.map((row) => row.seq)).toEqual([0, 1, 2]);
    expect(chunks.rows[0]!.size).toBe(1024 * 1024);
  });
});
