import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, claimDataDir, connectToOwner, lockSocketPath, ownerOf } from './data-dir-lock.ts';

describe('DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('belongs to one process: a second claim names the owner, and the socket goes with the lock', async () => {
    expect(await ownerOf(dataDir)).toBeNull();
    const lock = await claimDataDir(dataDir, 'server');
    expect(lock.socketPath).toBe(path.join(dataDir, 'vitrine.sock'));
    expect(statSync(lock.socketPath).mode & 0o777).toBe(0o600);
    expect(await ownerOf(dataDir)).toEqual({ holder: 'server', pid: process.pid });

    const second = claimDataDir(dataDir, 'backup');
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `DATA_DIR (${dataDir}) is in use by a running Vitrine server, process ${process.pid}`,
    );

    await lock.close();
    expect(existsSync(lock.socketPath)).toBe(false);
    expect(await ownerOf(dataDir)).toBeNull();
  });

  it('tells a snapshot request that a backup or restore holds DATA_DIR', async () => {
    const lock = await claimDataDir(dataDir, 'restore');
    const channel = (await connectToOwner(dataDir))!;
    channel.send({ type: 'snapshot' });
    expect(await channel.next()).toEqual({
      type: 'error',
      message: 'DATA_DIR is in use by a restore (npm run restore): try again when it has ended',
    });
    expect(await channel.next()).toBeNull();
    await lock.close();
  });

  it('replaces the socket and the work folders a killed owner left', async () => {
    const socketPath = lockSocketPath(dataDir);
    const holder = spawn(
      process.execPath,
      ['-e', `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(socketPath)).toBe(true);
    mkdirSync(path.join(dataDir, '.backup-snapshot-0123'));
    mkdirSync(path.join(dataDir, '.restore-staging-4567'));

    const lock = await claimDataDir(dataDir, 'backup');
    expect(await ownerOf(dataDir)).toEqual({ holder: 'backup', pid: process.pid });
    expect(existsSync(path.join(dataDir, '.backup-snapshot-0123'))).toBe(false);
    expect(existsSync(path.join(dataDir, '.restore-staging-4567'))).toBe(false);
    await lock.close();
  });

  it('keeps the socket in the temporary folder when DATA_DIR’s path is too long for one', () => {
    const deep = path.join(dataDir, 'x'.repeat(120));
    const socketPath = lockSocketPath(deep);
    expect(path.dirname(socketPath)).toBe(tmpdir());
    expect(path.basename(socketPath)).toMatch(/^vitrine-[0-9a-f]{16}\.sock$/);
    expect(lockSocketPath(deep)).toBe(socketPath);
    expect(lockSocketPath(path.join(dataDir, 'y'.repeat(120)))).not.toBe(socketPath);
  });
});
