// `npm run backup` and `npm run restore` (docs/backups.md): the command bundled into
// apps/server/dist at build, which needs the production dependencies only; before a build, its
// TypeScript source through tsx (a development dependency).
import { existsSync } from 'node:fs';

const built = new URL('../apps/server/dist/backup-cli.js', import.meta.url);
if (existsSync(built)) {
  process.setSourceMapsEnabled(true);
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/backup/cli.ts');
}
