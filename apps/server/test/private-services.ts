// Private Redis and PostgreSQL instances for the fault tests, on free loopback ports in temporary
// directories: the tests restart and kill them, which they must never do to the shared services.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './collab-processes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PrivateRedis {
  url: string;
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Why a private Redis cannot run here, or null when it can. */
export function redisUnavailable(): string | null {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'redis-server is not installed';
  }
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 15_000;
    while (!output.includes('Ready to accept connections')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`redis-server did not start:\n${output}`);
      await sleep(50);
    }
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 1000) {
      await kill();
      await sleep(downMs);
      await start();
    },
    stop: kill,
  };
}

export interface PrivatePostgres {
  /** postgres://…/postgres on the private cluster. */
  adminUrl: string;
  /** A fresh database on it. */
  createDatabase(): Promise<string>;
  /** Stops the cluster the way a crash would (immediate), waits, then starts it again. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().at(-1);
  const bin = version ? path.join(root, version, 'bin') : null;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : null;
}

/** Why a private PostgreSQL cluster cannot run here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root without a postgres user to own the cluster';
    }
  }
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin()!;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-pg-'));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = (mode: string) => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    adminUrl,
    async createDatabase() {
      const name = `vitrine_faults_${++databases}`;
      run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', `CREATE DATABASE ${name}`]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async restart(downMs = 1000) {
      stop('immediate');
      await sleep(downMs);
      start();
    },
    async stop() {
      try {
        stop('immediate');
      } catch {
        // Already down.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
