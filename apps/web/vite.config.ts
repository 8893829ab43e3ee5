// The studio SPA (index.html), the preview frame (/preview/) and the published runtime, built
// together; in dev the API and the collaboration websocket are proxied to the server on port 3000 (or
// VITRINE_API). `vite build --ssr` builds the server's render of static published pages.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { dracoDecoders } from './draco-decoders.ts';
import { environmentMaps } from './environment-maps.ts';
import { studioFontPreload } from './font-preload.ts';
import { tablerIcons } from './tabler-icons.ts';
import { threeCatalogue } from './three-catalogue.ts';

const api = process.env.VITRINE_API ?? 'http://127.0.0.1:3000';

/** The server's render of static published pages (`vite build --ssr src/runtime/server-render.tsx`). */
const serverRender = defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'server-render.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [
          react(),
          tailwindcss(),
          dracoDecoders(),
          environmentMaps(),
          tablerIcons(),
          threeCatalogue(),
          studioFontPreload(resolve(import.meta.dirname, 'index.html')),
        ],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Maps are written for tools that read them from disk, without a sourceMappingURL comment:
          // the server sends them (and names them in a SourceMap header) only when SERVE_SOURCE_MAPS is set.
          sourcemap: 'hidden',
          // The server reads which files a published page loads (its performance budget).
          manifest: true,
          chunkSizeWarningLimit: 2000,
          // Browsers without modulepreload (older than 2023) still load every module, a little later;
          // the polyfill would weigh on every published page.
          modulePreload: { polyfill: false },
          rollupOptions: {
            input: {
              main: resolve(import.meta.dirname, 'index.html'),
              preview: resolve(import.meta.dirname, 'preview/index.html'),
              // The published runtime (/p/...): the renderer alone, without the studio.
              runtime: resolve(import.meta.dirname, 'runtime/index.html'),
              // Static published pages, rendered by the server: analytics only.
              runtimeStatic: resolve(import.meta.dirname, 'runtime/static.html'),
            },
          },
        },
        server: {
          port: 5173,
          proxy: {
            '/v2': api,
            '/v1': api,
            '/files': api,
            '/p/': api,
            '^/projects/[^/]+/ws': { target: api.replace(/^http/, 'ws'), ws: true },
          },
        },
      },
);
