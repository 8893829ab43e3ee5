// `npm start`: builds the web app and the server when their output is missing, then serves both on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built =
  existsSync('apps/web/dist/index.html') &&
  existsSync('apps/web/dist-server/server-render.js') &&
  existsSync('apps/server/dist/main.js');
if (!built) {
  console.log('Building Vitrine (first start)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
