// The image's build steps, run by the Dockerfile and by CI on the host alike (docs/image.md):
// `node scripts/build-image.mjs OUT` copies what the server needs at run time from a built checkout
// (`npm run build`) into the empty or missing folder OUT, then installs the production dependencies
// there with `npm ci --omit=dev`. OUT then runs on its own: `cd OUT && node scripts/start.mjs`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the server reads at run time, beside the package files of every workspace. */
const RUNTIME_FILES = [
  'package-lock.json',
  '.npmrc',
  'LICENSE',
  'scripts/start.mjs',
  'scripts/backup.mjs',
  'scripts/healthcheck.mjs',
  // The quickstart templates, installed at start.
  'templates',
  // The bundled server and its commands, its migrations, the built-in plans and its version.
  'apps/server/dist',
  'apps/server/drizzle',
  'apps/server/billing',
  // The built web app, precompressed, and the server's render of static published pages.
  'apps/web/dist',
  'apps/web/dist-server',
];

/**
 * The workspaces whose production dependencies are installed: the server's (its bundle keeps npm
 * packages external), and those the server's render of static pages (apps/web/dist-server) imports.
 * The web app's own are bundled into apps/web/dist at build. Checked after the install: every
 * package the bundles import must be found.
 */
const INSTALLED_WORKSPACES = ['apps/server', 'packages/components', 'packages/ar-viewer'];

/** Folders of bundles whose imports must resolve in OUT. */
const BUNDLES = ['apps/server/dist', 'apps/web/dist-server'];

/** Outputs of `npm run build` without which the copy would not run. */
const BUILT = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/server-render.js',
  'apps/server/dist/main.js',
  'apps/server/dist/backup-cli.js',
  'apps/server/dist/create-bucket.js',
];

function fail(message) {
  console.error(`build-image: ${message}`);
  process.exit(1);
}

const [out, ...rest] = process.argv.slice(2);
if (!out || rest.length > 0) fail('usage: node scripts/build-image.mjs OUT');
const target = path.resolve(out);
if (existsSync(target) && readdirSync(target).length > 0) fail(`${target} is not empty`);
const missing = BUILT.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) fail(`run \`npm run build\` first (missing ${missing.join(', ')})`);

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// npm ci checks the lockfile against every workspace's package.json.
const files = ['package.json', ...pkg.workspaces.map((folder) => `${folder}/package.json`), ...RUNTIME_FILES];
mkdirSync(target, { recursive: true });
for (const file of files) {
  const from = path.join(root, file);
  if (!existsSync(from)) fail(`${file} is missing`);
  cpSync(from, path.join(target, file), { recursive: true });
}
console.log(`build-image: copied ${files.length} entries into ${target}`);

const install = spawnSync(
  'npm',
  [
    'ci',
    '--omit=dev',
    '--no-audit',
    '--no-fund',
    ...INSTALLED_WORKSPACES.map((folder) => `--workspace=${folder}`),
  ],
  { cwd: target, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
if (install.status !== 0) fail(`npm ci --omit=dev failed in ${target}`);

/** `from 'x'`, `import('x')`, `import 'x'` and `require('x')` in a bundle: x is what it loads. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*|\brequire\(\s*)["']([@\w][\w@./-]*)["']/g;

/** The npm packages a bundle imports (Node's own modules aside). */
function importedPackages(source) {
  const names = new Set();
  for (const [, specifier] of source.matchAll(IMPORT)) {
    if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) continue;
    names.add(
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  }
  return names;
}

/** Whether Node finds the package from that folder: in a node_modules of it or of a parent. */
function installedFrom(folder, name) {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (dir === target || dir === path.dirname(dir)) return false;
  }
}

const unresolved = [];
for (const bundle of BUNDLES)
  for (const file of readdirSync(path.join(target, bundle), { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(target, bundle, file);
    for (const name of importedPackages(readFileSync(full, 'utf8')))
      if (!installedFrom(path.dirname(full), name))
        unresolved.push(`${name} (imported by ${bundle}/${file})`);
  }
if (unresolved.length > 0) fail(`packages the bundles import are not installed: ${unresolved.join(', ')}`);
console.log(`build-image: ${target} is ready; start it with \`node scripts/start.mjs\` there`);
