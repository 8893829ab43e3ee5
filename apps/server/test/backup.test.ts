// Backups of the embedded setup end to end, with real processes: a server on its own DATA_DIR,
// `npm run backup` while it serves an edit stream, the server stopped, DATA_DIR wiped,
// `npm run restore`, the server started again — and everything is back.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { download, pngBytes, upload } from './assets-fixtures.ts';
import { buildStudio, editStream, ISOLATED_ENV, runBackupCommand } from './backup-fixtures.ts';
import { openProvider, projectMap, waitFor } from './collab-fixtures.ts';
import { MAIN_ENTRY, freePort, startServerProcess, type ServerProcess } from './collab-processes.ts';
import { request, startSmtpListener } from './harness.ts';

/** Every storage key the database names: library files and the copies releases keep. */
async function keysNamedBy(databaseFolder: string): Promise<string[]> {
  const pglite = new PGlite(databaseFolder);
  try {
    const files = await pglite.query<{ key: string }>('select key from files');
    const published = await pglite.query<{ key: string }>(
      `select jsonb_object_keys(snapshot->'files') as key from releases`,
    );
    return [...files.rows, ...published.rows].map((row) => row.key);
  } finally {
    await pglite.close();
  }
}

describe('backup and restore of the embedded setup', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('brings back every project, document, asset, release, invoice and session', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-backup-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'data');
    const archive = path.join(dir, 'backup.tar.gz');
    const smtp = await startSmtpListener();
    cleanups.push(() => smtp.close());
    const env = { ...ISOLATED_ENV, DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'info' };
    const start = async () => {
      const server = await startServerProcess(env, await freePort(), {
        entry: MAIN_ENTRY,
        ready: 'Vitrine is up',
      });
      cleanups.push(() => server.kill());
      return server;
    };
    const stop = async (server: ServerProcess) => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    };

    let server = await start();
    const studio = await buildStudio(server, smtp);
    const { token } = studio;
    /** What the API answers about the studio's lasting records (not the edited documents). */
    const records = async (from: ServerProcess) => {
      const get = async (url: string) => (await request(from, 'GET', url, { token })).body;
      const projects = await get(`/v2/teams/${studio.teamId}/projects`);
      return {
        user: await get('/v2/user'),
        // Ordered by last edit, which the edit stream changes: compared as a set.
        projects: projects.items
          .map(({ id, label }: { id: string; label: string }) => ({ id, label }))
          .sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
        releases: await get(`/v2/projects/${studio.storefront}/releases`),
        invoices: await get(`/v2/billing/invoices?teamId=${studio.teamId}`),
        subscriptions: await get(`/v2/billing/subscriptions?teamId=${studio.teamId}`),
      };
    };
    const before = await records(server);

    // The backup runs while a collaborator types and files are being uploaded.
    const stream = editStream(server, studio.lookbook, token);
    cleanups.push(() => stream.stop());
    await waitFor(() => stream.stored().length >= 3, 'the edit stream to be under way', 60_000);
    const storedBefore = stream.stored();
    const backingUp = runBackupCommand(['backup', archive], { DATA_DIR: dataDir });
    let backedUp = false;
    void backingUp.then(() => (backedUp = true));
    // Uploads one after the other: some are between their row and their bytes at the snapshot.
    const uploads: number[] = [];
    const picture = await pngBytes(20, 20);
    while (!backedUp) {
      const late = await upload(server, `/v2/projects/${studio.lookbook}/assets/upload`, {
        token,
        name: `late-${uploads.length}.png`,
        bytes: picture,
      });
      uploads.push(late.status);
    }
    const backup = await backingUp;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backing up ${dataDir} from the running server`);
    const summary = /^\d+ users?, .*, 1 release, 1 invoice$/m.exec(backup.stdout)?.[0];
    expect(summary, backup.stdout).toBeDefined();
    expect(backup.stdout).toContain(`Backup written to ${archive}`);
    // Any tar reads it: GNU tar lists the database and the stored files, the manifest last.
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toContain('db/PG_VERSION');
    expect(listed.filter((name) => name.startsWith('files/')).length).toBeGreaterThan(0);
    expect(listed.at(-1)).toBe('manifest.json');
    expect(backup.stdout).not.toContain(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads.every((status) => status === 201)).toBe(true);
    await stream.stop();

    // Wiped: the restore brings DATA_DIR back from the archive alone.
    await stop(server);
    rmSync(dataDir, { recursive: true });
    const restored = await runBackupCommand(['restore', archive], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('while the server ran');
    expect(restored.stdout).toContain(summary);
    expect(restored.stdout).toContain('The signing key is restored');
    for (const key of await keysNamedBy(path.join(dataDir, 'db')))
      expect(existsSync(path.join(dataDir, 'files', key)), `the bytes of ${key}`).toBe(true);

    server = await start();
    // The session from before the backup still works: its access token is signed by the restored key.
    expect((await request(server, 'GET', '/v2/user', { token })).status).toBe(200);
    const after = await records(server);
    expect(after).toEqual(before);
    expect(after.user.email).toBe('owner@backup.example');
    expect(after.projects.map((project: { label: string }) => project.label).sort()).toEqual([
      'Lookbook',
      'Storefront',
    ]);
    expect(after.invoices.items).toEqual([
      expect.objectContaining({ id: studio.invoiceId, status: 'paid', amount_due: 0 }),
    ]);

    const storefront = openProvider(server.url, studio.storefront, token);
    const lookbook = openProvider(server.url, studio.lookbook, token);
    cleanups.push(
      () => storefront.provider.destroy(),
      () => lookbook.provider.destroy(),
    );
    await waitFor(() => storefront.synced() && lookbook.synced(), 'the restored documents', 60_000);
    expect(projectMap(storefront.doc).get('backupNote')).toBe('written before the backup');
    for (const key of storedBefore) expect(projectMap(lookbook.doc).get(key), key).toBeTypeOf('number');

    for (const asset of studio.assets) {
      const file = await download(server, asset.url);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.bytes, asset.bytes)).toBe(0);
    }
    const page = await fetch(`${server.url}/p/${studio.storefront}/`);
    expect(page.status).toBe(200);
    // The release's title; the server's render of a static page (with the web app built) names the page too.
    expect(await page.text()).toMatch(/<title>(?:[^<]* · )?Storefront<\/title>/);
    const published = await download(server, studio.publishedFileUrl);
    expect(published.status).toBe(200);
    expect(Buffer.compare(published.bytes, studio.assets[0]!.bytes)).toBe(0);
  }, 300_000);
});
