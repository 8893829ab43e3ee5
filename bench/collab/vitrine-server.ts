// Vitrine's real server for the benchmark, plus one thing the benchmark needs: on "memory" from
// stdin it runs a full GC and prints the live heap + buffers, so idle document memory can be read.
import { createInterface } from 'node:readline';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const config = loadConfig(process.env);
const app = await buildApp({ config, logger: { level: 'error' } });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write(`listening ${config.port}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  process.stdout.write(`memory ${usage.heapUsed + usage.external}\n`);
});
