// The GrapesJS side of the builder benchmark: a local page serving GrapesJS (the root devDependency)
// with its layer manager as the outliner and the same tree as Vitrine's page (`/?elements=10000`).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { label, SHAPES, type Shape } from '../../e2e/large-page.ts';

const require = createRequire(import.meta.url);
const grapesDir = path.join(path.dirname(require.resolve('grapesjs/package.json')), 'dist');

function html(shape: Shape): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>GrapesJS benchmark</title>
<link rel="stylesheet" href="/grapes.min.css">
<style>html,body{margin:0;height:100%;font-family:sans-serif}#app{display:flex;height:100%}
#layers{width:288px;overflow:auto;background:#fff}#gjs{flex:1}</style></head>
<body><div id="app"><div id="layers"></div><div id="gjs"></div></div>
<script src="/grapes.min.js"></script>
<script>
  const label = ${label.toString()};
  const SHAPE = ${JSON.stringify(shape)};
  const components = [];
  for (let s = 0; s < SHAPE.sections; s++) {
    const rows = [];
    for (let r = 0; r < SHAPE.rows; r++) {
      const cells = [];
      for (let c = 0; c < SHAPE.cells; c++) cells.push({ tagName: 'p', name: label(s, r, c), components: s + '.' + r + '.' + c });
      rows.push({ tagName: 'div', name: label(s, r), style: { display: 'flex' }, components: cells });
    }
    components.push({ tagName: 'div', name: label(s), style: { display: 'flex', 'flex-direction': 'column' }, components: rows });
  }
  window.editor = grapesjs.init({
    container: '#gjs',
    height: '100%',
    fromElement: false,
    storageManager: false,
    panels: { defaults: [] },
    layerManager: { appendTo: '#layers' },
    components,
  });
</script></body></html>`;
}

export async function startGrapesPage(): Promise<{ url: string; close(): Promise<void> }> {
  const files: Record<string, { type: string; body: (query: URLSearchParams) => Buffer | string }> = {
    '/': {
      type: 'text/html',
      body: (query) => html(SHAPES[Number(query.get('elements'))] ?? SHAPES[10000]!),
    },
    '/grapes.min.js': {
      type: 'text/javascript',
      body: () => readFileSync(path.join(grapesDir, 'grapes.min.js')),
    },
    '/grapes.min.css': {
      type: 'text/css',
      body: () => readFileSync(path.join(grapesDir, 'css', 'grapes.min.css')),
    },
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = files[url.pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type }).end(file.body(url.searchParams));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
