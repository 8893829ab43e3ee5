// Serves each Tabler icon as its own module at /assets/tabler/<ExportName>.js — in the build as one
// emitted chunk per icon, in the dev server from node_modules — so a page downloads only the icons
// it shows and the page's code needs no name → file map (6,000 entries would outweigh the page).
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Must match TABLER_ICON_PATH in @vitrine/components. */
const PUBLIC_PATH = '/assets/tabler/';

function iconDirectory(): string {
  const pkg = createRequire(import.meta.url).resolve('@tabler/icons-react/package.json');
  return join(dirname(pkg), 'dist', 'esm', 'icons');
}

export function tablerIcons(): Plugin {
  const directory = iconDirectory();
  const icons = readdirSync(directory)
    .filter((file) => /^Icon[A-Za-z0-9]+\.mjs$/.test(file))
    .map((file) => file.slice(0, -'.mjs'.length));
  if (icons.length === 0) throw new Error(`No Tabler icon modules in ${directory}`);
  const known = new Set(icons);
  return {
    name: 'vitrine-tabler-icons',
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
}
