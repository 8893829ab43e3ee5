// Bundles the server (and the workspace packages it imports) into dist/main.js, with the commands
// beside it: dist/backup-cli.js (`npm run backup`, scripts/backup.mjs) and dist/create-bucket.js
// (compose.yaml), so a production install runs them without the TypeScript tools. npm packages stay
// external, loaded from node_modules: the server's dependencies and those of the workspace packages
// it bundles (a production install of the server installs both).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const readPackage = (url) => JSON.parse(readFileSync(url, 'utf8'));
/** The npm dependencies of a package and of the workspace packages (@vitrine/*) it depends on. */
function npmDependencies(pkg, seen = new Set()) {
  const names = new Set();
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@vitrine/')) names.add(name);
    else if (!seen.has(name)) {
      seen.add(name);
      const folder = name.slice('@vitrine/'.length);
      const workspace = readPackage(new URL(`../../packages/${folder}/package.json`, import.meta.url));
      for (const dependency of npmDependencies(workspace, seen)) names.add(dependency);
    }
  }
  return names;
}
const external = [...npmDependencies(readPackage(new URL('./package.json', import.meta.url)))];

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
