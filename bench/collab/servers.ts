// The three servers under test, each in its own process on 127.0.0.1 so its memory can be read
// from /proc: Vitrine (the real app on a PGlite DATA_DIR), Hocuspocus 4 and the y-websocket 2
// reference server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dialect } from './client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

export interface ServerUnderTest {
  dialect: Dialect;
  url: string;
  /** Resident set size of the server process, in bytes. */
  rss(): number;
  /** Vitrine only: heap + buffers after a full GC, in bytes. */
  liveMemory?(): Promise<number>;
  /** Vitrine only: unloads every room at once. */
  unloadRooms?(): Promise<void>;
  /** Vitrine only: sends a command to the server's stdin (see vitrine-server.ts). */
  command?(line: string): void;
  /** Vitrine only: sends a command and resolves once the server prints `answer`. */
  ask?(line: string, answer: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function waitForOutput(child: ChildProcess, text: string, what: string): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => reject(new Error(`${what} exited:\n${output}`)));
  });
}

async function portOpen(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.body?.cancel();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Nothing listens on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
}

export async function startVitrine(env: Record<string, string>): Promise<ServerUnderTest> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(here, 'vitrine-server.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  await waitForOutput(child, `listening ${port}`, 'Vitrine');
  let memoryWaiter: ((bytes: number) => void) | null = null;
  let unloadWaiter: (() => void) | null = null;
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    const match = /memory (\d+)/.exec(text);
    if (match && memoryWaiter) memoryWaiter(Number(match[1]));
    if (text.includes('unloaded') && unloadWaiter) unloadWaiter();
  });
  return {
    dialect: 'vitrine',
    url: `ws://127.0.0.1:${port}`,
    rss: () => readRss(child.pid!),
    liveMemory: () =>
      new Promise((resolve) => {
        memoryWaiter = resolve;
        child.stdin!.write('memory\n');
      }),
    unloadRooms: () =>
      new Promise((resolve) => {
        unloadWaiter = resolve;
        child.stdin!.write('unload\n');
      }),
    command: (line) => child.stdin!.write(`${line}\n`),
    ask: (line, answer) =>
      new Promise((resolve) => {
        const onData = (chunk: Buffer) => {
          if (!chunk.toString().includes(answer)) return;
          child.stdout!.off('data', onData);
          resolve();
        };
        child.stdout!.on('data', onData);
        child.stdin!.write(`${line}\n`);
      }),
    stop: stopper(child),
  };
}

export async function startHocuspocus(): Promise<ServerUnderTest> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'hocuspocus-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, `listening ${port}`, 'Hocuspocus');
  return {
    dialect: 'hocuspocus',
    url: `ws://127.0.0.1:${port}`,
    rss: () => readRss(child.pid!),
    stop: stopper(child),
  };
}

export async function startYWebsocket(): Promise<ServerUnderTest> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'y-websocket-server', 'bin', 'server.cjs')],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await portOpen(port);
  return {
    dialect: 'y-websocket',
    url: `ws://127.0.0.1:${port}`,
    rss: () => readRss(child.pid!),
    stop: stopper(child),
  };
}
