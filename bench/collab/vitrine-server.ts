// Vitrine's real server for the benchmark, plus what the benchmark needs to read document memory:
// on "memory" from stdin it runs a full GC and prints the live heap + buffers; on "unload" it
// unloads every room (as an idle timeout would) and prints "unloaded". "profile <file>" starts a
// CPU profile, "profiled" stops it and writes the file (to see where a sync spends its time).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createInterface } from 'node:readline';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const config = loadConfig(process.env);
const app = await buildApp({ config, logger: { level: 'error' } });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`listening ${config.port}\n`);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

let profiling: { session: Session; file: string } | null = null;

createInterface({ input: process.stdin }).on('line', async (line) => {
  const [command, argument] = line.trim().split(' ');
  if (command === 'profile' && argument) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    profiling = { session, file: argument };
    process.stdout.write('profiling\n');
  }
  if (command === 'profiled' && profiling) {
    const { profile } = await profiling.session.post('Profiler.stop');
    writeFileSync(profiling.file, JSON.stringify(profile));
    profiling.session.disconnect();
    profiling = null;
    process.stdout.write('profiled\n');
  }
  if (line.trim() === 'unload') {
    await app.collab.rooms.unloadAll();
    process.stdout.write('unloaded\n');
  }
  if (line.trim() === 'memory') {
    // Twice, a moment apart: buffers freed by the first collection's finalizers go in the second.
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
    const usage = process.memoryUsage();
    process.stdout.write(`memory ${usage.heapUsed + usage.external}\n`);
  }
});
