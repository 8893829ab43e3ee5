// The file store's disk fills up during an upload: the uploader reads a clear 507, and nothing is
// left half-written (no temporary file on the disk, no asset row without its file). The disk is a
// small tmpfs mounted for the test; where the machine cannot mount one the test says why it skips.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { FILE_STORE_FULL } from '../src/files/local-store.ts';
import { newProject, upload } from './assets-fixtures.ts';
import { databaseKinds, startTestServer, type TestServer } from './harness.ts';
import { createUser } from './users.ts';

const SIZE = '1m';

/** Mounts a tmpfs of SIZE; returns the reason when this machine cannot. */
function mountSmallDisk(): { dir: string; unmount(): void } | string {
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `this machine refuses to mount a tmpfs (${String((error as Error).message).split('\n')[0]})`;
  }
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const disk = mountSmallDisk();
const skipReason = typeof disk === 'string' ? disk : null;

/** Every file under a directory, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe.skipIf(skipReason).each(databaseKinds)(
  `a full disk during an upload on %s${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  (kind) => {
    let server: TestServer;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = path.join((disk as { dir: string }).dir, kind);
      server = await startTestServer({ database: kind, config: { dataDir } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 507 with a clear message and leaves no file and no row behind', async () => {
      const user = await createUser(server);
      const projectId = await newProject(server, user);
      const small = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
        token: user.token,
        name: 'small.json',
        bytes: Buffer.from(JSON.stringify({ fits: true })),
      });
      expect(small.status).toBe(201);
      const before = filesUnder(path.join(dataDir, 'files')).sort();

      const big = Buffer.from(JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }));
      const res = await upload(server, `/v2/projects/${projectId}/assets/upload`, {
        token: user.token,
        name: 'catalogue.json',
        bytes: big,
      });
      expect(res.status).toBe(507);
      expect(res.body).toEqual({ message: FILE_STORE_FULL, statusCode: 507 });
      expect(filesUnder(path.join(dataDir, 'files')).sort(), 'no half-written file').toEqual(before);
      const rows = await server.app.db.select().from(files).where(eq(files.projectId, projectId));
      expect(rows.map((row) => row.name)).toEqual(['small.json']);
    });
  },
);

afterAll(() => {
  if (typeof disk !== 'string') disk.unmount();
});
