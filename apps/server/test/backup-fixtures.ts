// Steps of the backup round trip: the backup command as an operator runs it, a sign-in through the
// API (the code read from a real SMTP listener), a studio with a team, projects, documents edited
// over collaboration sockets, library files, a paid invoice and a published release.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { projectMap, savingProvider, waitFor } from './collab-fixtures.ts';
import { jpegBytes, pngBytes, upload } from './assets-fixtures.ts';
import { request, type SmtpListener } from './harness.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI_ENTRY = path.join(here, '..', 'src', 'backup', 'cli.ts');

/** The environment of every process of a test: nothing from the machine's own configuration. */
export const ISOLATED_ENV = { DATABASE_URL: '', S3_BUCKET: '', REDIS_URL: '', JWT_SECRET: '' };

/** Runs `npm run backup`/`npm run restore`'s entry as npm does; resolves with its exit and output. */
export function runBackupCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_ENTRY, ...args], {
    env: { ...process.env, ...ISOLATED_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

type Server = { url: string };

export async function signInOverApi(server: Server, smtp: SmtpListener, email: string) {
  const since = smtp.mails.length;
  const sent = await request(server, 'POST', '/v2/auth/login/otp/send', { body: { email } });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await smtp.codeFor(email, since);
  const res = await request(server, 'POST', '/v2/auth/login', { body: { email, otp } });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.headers.get('x-access-token')!, userId: res.body.id as string };
}

async function created(server: Server, token: string, url: string, body: unknown) {
  const res = await request(server, 'POST', url, { token, body });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One edit through a collaboration socket, waited for until the server says it is stored. */
export async function editStored(
  writer: ReturnType<typeof savingProvider>,
  edit: (project: Y.Map<unknown>) => void,
): Promise<void> {
  writer.doc.transact(() => edit(projectMap(writer.doc)));
  const frame = writer.sent();
  await waitFor(() => writer.saved() >= frame, 'an edit to be stored', 60_000);
}

export interface Studio {
  token: string;
  teamId: string;
  storefront: string;
  lookbook: string;
  /** Library files of the storefront, with their bytes. */
  assets: Array<{ id: string; url: string; bytes: Buffer }>;
  publishedFileUrl: string;
  invoiceId: string;
}

/** Everything a studio holds, made through the API as the studio makes it. */
export async function buildStudio(server: Server, smtp: SmtpListener): Promise<Studio> {
  const { token } = await signInOverApi(server, smtp, 'owner@backup.example');
  const team = await created(server, token, '/v2/teams', { name: 'Backup studio' });
  const storefront = (await created(server, token, `/v2/teams/${team.id}/projects`, { label: 'Storefront' }))
    .id;
  const lookbook = (await created(server, token, `/v2/teams/${team.id}/projects`, { label: 'Lookbook' })).id;

  const assets: Studio['assets'] = [];
  for (const [name, bytes] of [
    ['hero.png', await pngBytes()],
    ['swatch.jpg', await jpegBytes()],
  ] as const) {
    const stored = await upload(server, `/v2/projects/${storefront}/assets/upload`, { token, name, bytes });
    if (stored.status !== 201) throw new Error(`upload: ${stored.status} ${JSON.stringify(stored.body)}`);
    assets.push({ id: stored.body.id, url: stored.body.url, bytes });
  }

  const writer = savingProvider(server.url, storefront, token);
  await waitFor(() => writer.synced(), 'the storefront to sync', 60_000);
  await editStored(writer, (project) => {
    project.set('backupNote', 'written before the backup');
    const library = project.get('assets') as Y.Map<unknown>;
    for (const asset of assets) {
      const entry = new Y.Map<unknown>();
      entry.set('id', asset.id);
      entry.set('name', asset.url.split('/').pop());
      entry.set('type', 'FILE');
      entry.set('url', asset.url);
      library.set(asset.id, entry);
    }
  });
  writer.provider.destroy();

  await subscribe(server, { token }, UNLIMITED_PLAN, team.id);
  const invoices = await request(server, 'GET', `/v2/billing/invoices?teamId=${team.id}`, { token });
  const allowed = await request(server, 'PATCH', `/v2/teams/${team.id}/projects/${storefront}`, {
    token,
    body: { allowedDomains: ['shop.example.com'] },
  });
  if (allowed.status !== 200) throw new Error(`allow domains: ${allowed.status}`);
  await created(server, token, `/v2/projects/${storefront}/releases`, { description: 'Launch' });
  const release = await request(server, 'GET', `/p/${storefront}/1.0.0/release.json`);
  return {
    token,
    teamId: team.id,
    storefront,
    lookbook,
    assets,
    publishedFileUrl: release.body.document.assets[assets[0]!.id].url,
    invoiceId: invoices.body.items[0].id,
  };
}

/** A collaborator typing on: one stored edit after another until stopped. */
export function editStream(server: Server, projectId: string, token: string) {
  const writer = savingProvider(server.url, projectId, token);
  /** The frame number of each edit, by key. */
  const frames = new Map<string, number>();
  let running = true;
  const done = (async () => {
    await waitFor(() => writer.synced(), 'the edit stream to sync', 60_000);
    for (let n = 0; running; n++) {
      const key = `stream-${n}`;
      projectMap(writer.doc).set(key, n);
      frames.set(key, writer.sent());
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    /** Keys the server has acknowledged as stored so far. */
    stored: () => [...frames].filter(([, frame]) => frame <= writer.saved()).map(([key]) => key),
    async stop() {
      running = false;
      await done;
      writer.provider.destroy();
    },
  };
}
