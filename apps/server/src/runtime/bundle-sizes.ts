// What a published page downloads besides its own files, read from the web app's build manifest:
// the runtime (entry, its imports and stylesheet — the widget modules a page uses come on top, a few
// KB each, see apps/web/size-budget.ts), or for a static page rendered by the server its script
// alone, the 3D renderer a page with a Canvas loads on top, the product font's Latin faces, and each
// environment map. Bytes as served (the server sends them
// uncompressed). Read once per process; an API-only setup without a built web app answers zeros.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BundleSizes } from '@vitrine/core';

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

const EMPTY: BundleSizes = { runtimeBytes: 0, staticBytes: 0, sceneBytes: 0, fontBytes: 0, environments: {} };
const RUNTIME_ENTRY = 'runtime/index.html';
const STATIC_ENTRY = 'runtime/static.html';
const SCENE_MODULE = /r3f\/scene-canvas\.tsx$/;

const cache = new Map<string, BundleSizes>();

function readSizes(webDist: string): BundleSizes {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return EMPTY;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const size = (file: string) => {
    const full = path.join(webDist, file);
    return existsSync(full) ? statSync(full).size : 0;
  };
  const closure = (key: string, seen: Set<string>, dynamic = false) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen, dynamic);
    if (dynamic) for (const imported of manifest[key].dynamicImports ?? []) closure(imported, seen, dynamic);
    return seen;
  };
  const bytesOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) {
      const entry = manifest[key]!;
      total += size(entry.file);
      for (const css of entry.css ?? []) total += size(css);
    }
    return total;
  };
  const runtime = closure(RUNTIME_ENTRY, new Set());
  const sceneKey = Object.keys(manifest).find((key) => SCENE_MODULE.test(key));
  const scene = sceneKey ? [...closure(sceneKey, new Set(), true)].filter((key) => !runtime.has(key)) : [];
  const fonts = (manifest[RUNTIME_ENTRY]?.assets ?? []).filter((file) =>
    /ubuntu-latin-(400|500|700)-normal-[^/]+\.woff2$/.test(file),
  );
  const environmentDir = path.join(webDist, 'environments');
  const environments: Record<string, number> = {};
  if (existsSync(environmentDir)) {
    for (const file of readdirSync(environmentDir)) {
      environments[file.replace(/\.[^.]+$/, '')] = statSync(path.join(environmentDir, file)).size;
    }
  }
  return {
    runtimeBytes: bytesOf(runtime),
    // Without the server's render (dist-server) static pages are rendered in the browser too.
    staticBytes: existsSync(path.join(webDist, '..', 'dist-server', 'server-render.js'))
      ? bytesOf(closure(STATIC_ENTRY, new Set()))
      : bytesOf(runtime),
    sceneBytes: bytesOf(scene),
    fontBytes: fonts.reduce((total, file) => total + size(file), 0),
    environments,
  };
}

export function bundleSizes(webDist: string | undefined): BundleSizes {
  if (!webDist) return EMPTY;
  let sizes = cache.get(webDist);
  if (!sizes) {
    sizes = readSizes(webDist);
    cache.set(webDist, sizes);
  }
  return sizes;
}
