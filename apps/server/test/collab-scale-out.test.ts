import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTokenSigner } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createFixture, openProvider, projectMap, waitFor } from './collab-fixtures.ts';
import { createPostgresDatabase, freePort, startServerProcess } from './collab-processes.ts';
import { watchedProvider } from './collab-watch.ts';
import { request } from './harness.ts';
import { CloseCode } from '@vitrine/collab/protocol';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe('collaboration across server processes', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function sharedDatabase() {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const handle = await openDatabase({ url: database.url });
    cleanups.push(() => handle.close());
    const fixture = await createFixture(handle.db);
    return { url: database.url, handle, fixture };
  }

  it.skipIf(!databaseUrl || !redisUrl)(
    'converges two processes on one Redis and one database',
    async () => {
      const { url, fixture } = await sharedDatabase();
      const secret = randomBytes(32).toString('hex');
      const env = { JWT_SECRET: secret, DATABASE_URL: url, REDIS_URL: redisUrl! };
      const first = await startServerProcess(env, await freePort());
      cleanups.push(() => first.kill());
      const second = await startServerProcess(env, await freePort());
      cleanups.push(() => second.kill());
      const token = await createTokenSigner(secret).sign(fixture.owner);

      const a = openProvider(first.url, fixture.projectId, token);
      const b = openProvider(second.url, fixture.projectId, token);
      cleanups.push(() => a.provider.destroy());
      cleanups.push(() => b.provider.destroy());
      await waitFor(() => a.synced() && b.synced(), 'both clients to sync');

      projectMap(a.doc).set('fromFirst', 1);
      projectMap(b.doc).set('fromSecond', 2);
      a.provider.awareness.setLocalStateField('user', { email: fixture.owner.email });
      await waitFor(
        () => projectMap(a.doc).get('fromSecond') === 2 && projectMap(b.doc).get('fromFirst') === 1,
        'edits to cross processes',
      );
      await waitFor(
        () => [...b.provider.awareness.getStates().values()].some((state) => state.user),
        'presence to cross processes',
      );
      expect(projectMap(a.doc).toJSON()).toEqual(projectMap(b.doc).toJSON());
    },
    120_000,
  );

  it.skipIf(!databaseUrl || !redisUrl)(
    'closes a removed member’s socket on another process within a second, through Redis',
    async () => {
      const { url, fixture } = await sharedDatabase();
      const secret = randomBytes(32).toString('hex');
      const env = { JWT_SECRET: secret, DATABASE_URL: url, REDIS_URL: redisUrl! };
      const first = await startServerProcess(env, await freePort());
      cleanups.push(() => first.kill());
      const second = await startServerProcess(env, await freePort());
      cleanups.push(() => second.kill());
      const signer = createTokenSigner(secret);

      // The member watches on the second process; the owner removes them through the first.
      const member = watchedProvider(second.url, fixture.projectId, await signer.sign(fixture.member));
      cleanups.push(() => member.provider.destroy());
      await waitFor(() => member.synced(), 'the member to sync');
      const startedAt = Date.now();
      const res = await request(first, 'DELETE', `/v2/teams/${fixture.teamId}/members/${fixture.member.id}`, {
        token: await signer.sign(fixture.owner),
      });
      expect(res.status).toBe(204);
      await waitFor(() => member.closes.length > 0, 'the member’s socket to close', 1_000);
      expect(member.closes[0]).toMatchObject({ code: CloseCode.Forbidden });
      expect(member.closes[0]!.at - startedAt).toBeLessThan(1_000);
    },
    120_000,
  );

  it.skipIf(!databaseUrl)(
    'heals from the update log when no pub/sub message arrives',
    async () => {
      // Two apps on one database and no Redis: only the periodic log re-read can bring edits across.
      const { handle, fixture } = await sharedDatabase();
      const secret = randomBytes(32).toString('hex');
      const urls: string[] = [];
      for (let i = 0; i < 2; i++) {
        const config = loadConfig(
          { JWT_SECRET: secret, LOG_LEVEL: 'warn' },
          { port: 0, dataDir: '/nonexistent' },
        );
        const app = await buildApp({ config, database: handle, logger: { level: 'warn' } });
        await app.listen({ port: 0, host: '127.0.0.1' });
        cleanups.push(() => app.close());
        urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      }
      const token = await createTokenSigner(secret).sign(fixture.owner);
      const a = openProvider(urls[0]!, fixture.projectId, token);
      const b = openProvider(urls[1]!, fixture.projectId, token);
      cleanups.push(() => a.provider.destroy());
      cleanups.push(() => b.provider.destroy());
      await waitFor(() => a.synced() && b.synced(), 'both clients to sync');
      projectMap(a.doc).set('healed', true);
      await waitFor(
        () => projectMap(b.doc).get('healed') === true,
        'the log re-read to deliver the edit',
        20_000,
      );
    },
    60_000,
  );
});
