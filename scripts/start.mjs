// `npm start`: builds the web app and the server when their output is missing, then runs the server
// in this very process, so the signals a supervisor sends (SIGTERM, SIGINT) reach the server itself,
// which drains and exits with its own code (docs/deploy.md).
import { spawnSync } from 'node:child_process';
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

// Stack traces name the TypeScript sources (the bundle's map sits beside it).
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
