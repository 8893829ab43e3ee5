// Integration-test harness: the real Fastify app on an ephemeral port, a real database (PGlite, or a
// fresh PostgreSQL database per server when TEST_DATABASE_URL is set) and a real SMTP listener.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../src/db/database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Just enough MIME for test mails: headers, multipart/alternative, quoted-printable and base64. */
export function parseMail(raw: string): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = parseHeaders(head);
  const result: ReceivedMail = {
    to: /<?([^<>\s,]+@[^<>\s,]+)>?/.exec(headers['to'] ?? '')?.[1] ?? '',
    subject: decodeWords(headers['subject'] ?? ''),
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
          return { headers: parseHeaders(partHead), body: partBody.join('\n\n') };
        })
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers['content-type'] ?? 'text/plain';
    const decoded = decodeBody(part.body, part.headers['content-transfer-encoding'] ?? '7bit');
    if (type.startsWith('text/html')) result.html = decoded;
    else if (type.startsWith('text/plain')) result.text = decoded;
  }
  return result;
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** A real SMTP server on an ephemeral port that keeps every mail it receives. */
export async function startSmtpListener() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to this address received after `since` mails, waiting up to 5 s. */
    async waitForMail(to: string, since = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.slice(since).filter((m) => m.to.toLowerCase() === to.toLowerCase());
        if (found.length) return found[found.length - 1]!;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** The 4-digit sign-in code of the newest mail to this address. */
    async codeFor(to: string, since = 0): Promise<string> {
      const mail = await this.waitForMail(to, since);
      const code = /\b(\d{4})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`No code in mail to ${to}: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;

let pgliteTemplate: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** A migrated database of the given kind that belongs to one test server alone. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is unset');
    const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    return {
      handle,
      async drop() {
        await handle.close();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  // A fresh PGlite spends seconds in initdb (tens of seconds on a loaded machine): every server
  // starts from one migrated data folder instead, made once and kept between runs.
  pgliteTemplate ??= migratedPgliteTemplate();
  const pglite = new PGlite({ loadDataDir: new Blob([await pgliteTemplate]) });
  const handle = await openDatabase({ pglite });
  return { handle, drop: () => handle.close() };
}

/**
 * The migrated PGlite data folder as a tarball, cached under node_modules/.cache by PGlite's version
 * and the migrations' contents, so a changed migration makes a new one. Written to a temporary name
 * and renamed, so test processes starting together never read half a file.
 */
async function migratedPgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const folder = migrationsFolder();
  const modules = path.join(path.dirname(folder), '..', '..', 'node_modules');
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(modules, '@electric-sql', 'pglite', 'package.json')));
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(folder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  const cacheDir = path.join(modules, '.cache', 'vitrine-test-db');
  const cached = path.join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
  const template = new PGlite();
  await (await openDatabase({ pglite: template })).ping();
  const bytes = new Uint8Array(await (await template.dumpDataDir('none')).arrayBuffer());
  await template.close();
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, cached);
  return bytes;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  smtp: SmtpListener;
  config: Config;
  close(): Promise<void>;
}

/** Starts the whole server for a test. Call close() in afterAll/afterEach. */
export async function startTestServer(
  options: { database?: DatabaseKind; env?: Record<string, string>; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const smtp = await startSmtpListener();
  const { handle, drop } = await openTestDatabase(options.database ?? 'pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-test-'));
  const config = loadConfig(
    { SMTP_URL: smtp.url, LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), ...options.env },
    { port: 0, dataDir, ...options.config },
  );
  const app = await buildApp({
    config,
    database: handle,
    logger: { level: config.logLevel },
    forceCloseConnections: true,
  });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    smtp,
    config,
    async close() {
      await app.close();
      await smtp.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON request helper: returns status, parsed body and headers. */
export async function request(
  server: { url: string },
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(server.url + url, { method, headers, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: json as any, headers: response.headers };
}
