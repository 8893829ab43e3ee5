// `npm start` under a supervisor: SIGTERM or SIGINT sent to npm reaches the server, which drains and
// exits; npm exits with the server's code and nothing keeps listening on the port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/collab-processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm start and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to npm stops the server, and npm exits with its code',
    async (signal) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-start-'));
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
      try {
        const deadline = Date.now() + 120_000;
        while (!output.includes('Vitrine is up')) {
          if (npm.exitCode !== null || Date.now() > deadline)
            throw new Error(`npm start did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await listening(port)).toBe(true);

        npm.kill(signal);
        expect(await exited).toBe(0);
        expect(output).toContain(`${signal} received, shutting down`);
        expect(await listening(port)).toBe(false);
      } finally {
        npm.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
