// Serves each Tabler icon as its own module at /assets/tabler/<ExportName>.js — in the build as one
// emitted chunk per icon, in the dev server from node_modules — so a page downloads only the icons
// it shows and the page's code needs no name → file map (6,000 entries would outweigh the page).
//
// The studio's own icons (its buttons and menus) are bundled with the screens that show them instead:
// imported from the package they would be those same per-icon modules, and the builder alone would
// load about 120 one-icon files, six at a time over HTTP/1.1, before it could start (docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Must match TABLER_ICON_PATH in @vitrine/components. */
const PUBLIC_PATH = '/assets/tabler/';

/** The package's index as the studio imports it: each icon a module of its own (`?studio`). */
const STUDIO_INDEX = '\0vitrine-studio-tabler-icons';
const STUDIO_QUERY = '?studio';

/** Studio code: the web app's own sources, except the published runtime's. */
function isStudio(importer: string | undefined): boolean {
  const file = importer?.split('?')[0]?.replaceAll('\\', '/') ?? '';
  return file.includes('/apps/web/src/') && !file.includes('/apps/web/src/runtime/');
}

function iconDirectory(): string {
  const pkg = createRequire(import.meta.url).resolve('@tabler/icons-react/package.json');
  return join(dirname(pkg), 'dist', 'esm', 'icons');
}

export function tablerIcons(): Plugin[] {
  const directory = iconDirectory();
  const icons = readdirSync(directory)
    .filter((file) => /^Icon[A-Za-z0-9]+\.mjs$/.test(file))
    .map((file) => file.slice(0, -'.mjs'.length));
  if (icons.length === 0) throw new Error(`No Tabler icon modules in ${directory}`);
  const known = new Set(icons);
  const packageDirectory = dirname(directory);
  // In the dev server the studio keeps the package as Vite pre-bundles it (one file).
  const studioIcons: Plugin = {
    name: 'vitrine-studio-tabler-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@tabler/icons-react' && isStudio(importer)) return STUDIO_INDEX;
      return null;
    },
    load(id) {
      if (id !== STUDIO_INDEX) return null;
      const index = readFileSync(join(packageDirectory, 'tabler-icons-react.mjs'), 'utf8');
      return (
        index
          // The namespaces of every icon (`icons`, `iconsList`) are not used by the studio.
          .replace(/^import \* as \w+ from '[^']+';\nexport \{ \w+ as \w+ \};$/gm, '')
          .replace(
            /from '\.\/icons\/(Icon\w+)\.mjs'/g,
            (_match, name: string) => `from ${JSON.stringify(join(directory, `${name}.mjs`) + STUDIO_QUERY)}`,
          )
          .replace(
            /from '\.\/([\w-]+\.mjs)'/g,
            (_match, file: string) => `from ${JSON.stringify(join(packageDirectory, file))}`,
          )
      );
    },
  };
  // The dev server answers an icon's URL with the package's own module...
  const servedIcons: Plugin = {
    name: 'vitrine-tabler-icons-serve',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = request.url?.split('?')[0];
        const name = file?.startsWith(PUBLIC_PATH) ? file.slice(PUBLIC_PATH.length, -'.js'.length) : '';
        if (!known.has(name)) return next();
        response.statusCode = 302;
        response.setHeader('Location', `/@fs${join(directory, `${name}.mjs`)}`);
        response.end();
      });
    },
  };
  // ...and the build emits each one as a chunk (emitFile exists in builds only).
  const builtIcons: Plugin = {
    name: 'vitrine-tabler-icons',
    apply: 'build',
    buildStart() {
      for (const name of icons)
        this.emitFile({
          type: 'chunk',
          id: join(directory, `${name}.mjs`),
          fileName: `${PUBLIC_PATH.slice(1)}${name}.js`,
          // Loaded by URL for its default export, which an app entry would otherwise drop.
          preserveSignature: 'strict',
        });
    },
  };
  return [studioIcons, servedIcons, builtIcons];
}
