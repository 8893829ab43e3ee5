// The group-commit writer under concurrency: the same generated batches handed over all at once (several
// transactions at a time, small transactions) store exactly what they store one after the other —
// sessions folded in the order their batches arrived, every visitor counted once, the same rollups.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestEvent } from '../src/analytics/session-fold.ts';
import { AnalyticsWriter } from '../src/analytics/writer.ts';
import {
  analyticsBreakdownDaily,
  analyticsBreakdownHourly,
  analyticsDurationsDaily,
  analyticsDurationsHourly,
  analyticsEvents,
  analyticsSessions,
  analyticsTrafficDaily,
  analyticsTrafficHourly,
} from '../src/db/schema.ts';
import { generateSessions, interleavedBatches } from './analytics-dataset.ts';
import { databaseKinds, startTestServer, type TestServer } from './harness.ts';
import { createProject } from './releases-fixtures.ts';
import { createUser } from './users.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Moves the second copy's sessions and visitors away from the first's (their ids are global). */
const OFFSET = 1_000_000_000_000n;

describe.each(databaseKinds)('analytics writer on %s', (kind) => {
  let server: TestServer;
  let sequential: string;
  let concurrent: string;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    const owner = await createUser(server);
    sequential = await createProject(server, owner, 'One at a time');
    concurrent = await createProject(server, owner, 'All at once');
    const now = Date.now();
    const generated = generateSessions(sequential, {
      sessions: 300,
      startMs: now - 3 * DAY,
      endMs: now - HOUR,
      switchMs: now - DAY,
    });
    const batches = interleavedBatches(generated, 12);

    const writer = new AnalyticsWriter(server.app.db);
    for (const batch of batches) await writer.write(batch);

    const moved = batches.map((batch) =>
      batch.map((event): IngestEvent => ({
        ...event,
        projectId: concurrent,
        sessionId: event.sessionId + OFFSET,
        visitorId: event.visitorId + OFFSET,
      })),
    );
    const busy = new AnalyticsWriter(server.app.db, { concurrency: 3, maxTransactionEvents: 40 });
    await Promise.all(moved.map((batch) => busy.write(batch)));
    await busy.idle();
  });
  afterAll(() => server?.close());

  const table = async <T extends { projectId: string }>(rows: Promise<T[]>) =>
    (await rows).map(({ projectId: _p, ...row }) => row);

  it('folds every session as the same batches one after the other do', async () => {
    const sessions = async (projectId: string, offset: bigint) =>
      (
        await server.app.db
          .select()
          .from(analyticsSessions)
          .where(eq(analyticsSessions.projectId, projectId))
          .orderBy(asc(analyticsSessions.id))
      ).map(({ projectId: _p, id, visitorId, ...row }) => ({
        ...row,
        id: BigInt(id) - offset,
        visitorId: BigInt(visitorId) - offset,
      }));
    const one = await sessions(sequential, 0n);
    expect(one.length).toBe(300);
    expect(await sessions(concurrent, OFFSET)).toEqual(one);

    const events = async (projectId: string, offset: bigint) =>
      (
        await server.app.db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.projectId, projectId))
          .orderBy(asc(analyticsEvents.sessionId), asc(analyticsEvents.createdAt), asc(analyticsEvents.id))
      ).map(({ projectId: _p, id: _id, sessionId, ...row }) => ({
        ...row,
        sessionId: BigInt(sessionId) - offset,
      }));
    expect(await events(concurrent, OFFSET)).toEqual(await events(sequential, 0n));
  });

  it('adds the same visitors, sessions, breakdowns and session lengths to the rollups', async () => {
    const db = server.app.db;
    for (const rollup of [analyticsTrafficHourly, analyticsTrafficDaily]) {
      const rows = (projectId: string) =>
        table(
          db
            .select()
            .from(rollup)
            .where(eq(rollup.projectId, projectId))
            .orderBy(asc(rollup.bucket), asc(rollup.version), asc(rollup.device)),
        );
      const one = await rows(sequential);
      expect(one.reduce((sum, row) => sum + row.visitors, 0)).toBeGreaterThan(100);
      expect(await rows(concurrent)).toEqual(one);
    }
    for (const rollup of [analyticsBreakdownHourly, analyticsBreakdownDaily]) {
      const rows = (projectId: string) =>
        table(
          db
            .select()
            .from(rollup)
            .where(eq(rollup.projectId, projectId))
            .orderBy(
              asc(rollup.bucket),
              asc(rollup.version),
              asc(rollup.device),
              asc(rollup.dimension),
              asc(rollup.key),
            ),
        );
      // A path a session left again nets to zero: stored as a zero row or not at all, depending on
      // whether both batches were in one transaction.
      const counted = async (projectId: string) =>
        (await rows(projectId)).filter((row) => row.events !== 0 || row.sessions !== 0);
      const one = await counted(sequential);
      expect(one.length).toBeGreaterThan(100);
      expect(await counted(concurrent)).toEqual(one);
    }
    for (const rollup of [analyticsDurationsHourly, analyticsDurationsDaily]) {
      // A band a session left again nets to zero, as a path does.
      const counted = async (projectId: string) =>
        (
          await table(
            db
              .select()
              .from(rollup)
              .where(eq(rollup.projectId, projectId))
              .orderBy(asc(rollup.bucket), asc(rollup.version), asc(rollup.device), asc(rollup.band)),
          )
        ).filter((row) => row.sessions !== 0);
      const one = await counted(sequential);
      expect(one.reduce((sum, row) => sum + row.sessions, 0)).toBeGreaterThan(100);
      expect(await counted(concurrent)).toEqual(one);
    }
  });
});
