// Bundles the server (and the workspace packages it imports) into dist/main.js, with the commands
// beside it: dist/backup-cli.js (`npm run backup`, scripts/backup.mjs) and dist/create-bucket.js
// (compose.yaml), so a production install runs them without the TypeScript tools. npm packages stay
// external, loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@vitrine/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'backup-cli': 'src/backup/cli.ts',
    'create-bucket': 'src/files/create-bucket.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
