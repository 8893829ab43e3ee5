// The size budget of published pages, checked by `npm run build` right after Vite: for each kind of
// page, the JavaScript a visitor downloads (gzip, as the bench measures it in Chromium) must stay
// under its budget, or the build fails naming the page kind, its size and the budget.
//
// What a page downloads is read from the build manifest the way the runtime loads it: a static page
// (server-rendered) the static entry and its imports alone; any other the runtime entry and its static
// imports, then what its document uses (apps/web/src/runtime/main.tsx →
// preparePage): the modules of its components, the rest of the component metadata when it has a
// component outside the general and commerce groups, the page logic when it has bindings or
// interactions, the 3D renderer and its component modules when it has a Canvas (and the AR button),
// and each Tabler icon it names. Each kind is measured on the quickstart template it stands for.
//
// The studio's own screens are held the same way (STUDIO_PAGES): /login loads the studio's entry and
// its static imports (what index.html preloads) and must stay under its budget; the dashboard adds
// its frame and screens, and neither may hold a module of the builder, three.js, CodeMirror or Yjs.
//
// `node --import tsx size-budget.ts [--dist DIR] [--kind KIND]… [--budget KIND=KB]…` (KIND: dom,
// dom-interactive, 3d, login, dashboard; --kind checks only those, --budget sets another budget for
// one run).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ProjectJson } from '../../packages/components/src/model/project-json.ts';
import { COMMERCE_COMPONENTS } from '../../packages/components/src/registry/commerce.ts';
import { GENERAL_COMPONENTS } from '../../packages/components/src/registry/general.ts';
import {
  DOM_MODULES,
  R3F_MODULES,
  REGISTRY_PARTS,
  SCENE_MODULE,
} from '../../packages/components/src/render/lazy-modules.ts';
import { elementTypesOf, hasPageLogic } from '../../packages/components/src/render/page-needs.ts';
import { isStaticProject } from '../../packages/components/src/render/static-page.ts';

export interface PageKind {
  id: string;
  name: string;
  /** The template the kind is measured on (templates/). */
  template: string;
  /** A change made to the template first (the interactive DOM page adds an event interaction). */
  adapt?: (project: ProjectJson) => ProjectJson;
  /** Gzip bytes of JavaScript the page may download. */
  budget: number;
}

/** The template with a click interaction on its first Button: the same page, no longer static. */
function withInteraction(project: ProjectJson): ProjectJson {
  const copy = structuredClone(project);
  for (const page of Object.values(copy.pages ?? {}))
    for (const element of Object.values(page?.elements ?? {}))
      if (element?.elementType === 'Button') {
        element.eventInteractions = {
          click: {
            type: 'event',
            content: {
              event: { type: 'onClick' },
              actions: [{ type: 'openUrl', url: 'https://example.com/' }],
            },
          },
        };
        return copy;
      }
  throw new Error('The template has no Button to give an interaction');
}

const KB = 1024;
const REPO = path.resolve(import.meta.dirname, '../..');

/**
 * The budgets, each about 1 KB above the page's size today so that it can only shrink. A static
 * DOM-only page (no page logic, no widgets: @vitrine/components' static-page.ts) arrives rendered by
 * the server with the analytics script alone; its target is 80 KB. The same page with one event
 * interaction loads React (68 KB by itself) and the renderer. The 3D page holds three.js,
 * react-three-fiber and what the configurator's scene uses (Stage, Environment, orbit controls, the
 * page logic, and the retry of a chunk that failed to download offline). Page URLs (links to pages
 * resolved to their URLs, the move of old #page= links) added about 0.4 KB to the renderer's pages.
 * three.js is bundled for the classes scenes use (three-catalogue.ts), not whole: 381 → 340 KB.
 */
export const PAGE_KINDS: PageKind[] = [
  { id: 'dom', name: 'DOM-only page', template: 'product-landing-page.json', budget: 6 * KB },
  {
    id: 'dom-interactive',
    name: 'DOM-only page with interactions',
    template: 'product-landing-page.json',
    adapt: withInteraction,
    budget: 97 * KB,
  },
  { id: '3d', name: '3D page', template: '3d-product-configurator.json', budget: 340 * KB },
];

/** A screen of the studio: the chunks it loads, by manifest key, and what they may hold. */
export interface StudioPage {
  id: string;
  name: string;
  /** The manifest keys of the entry and the lazily loaded route modules the screen shows. */
  roots: string[];
  /** Gzip bytes of JavaScript the screen may download; none for a screen only held to `forbidden`. */
  budget?: number;
  /** Source modules (absolute paths) the screen must not download. */
  forbidden: RegExp;
}

/** The builder's own code and the libraries only it (or a published 3D page) needs. */
export const BUILDER_CODE =
  /\/apps\/web\/src\/builder\/|\/node_modules\/(three|@react-three|@codemirror|@uiw\/react-codemirror|@lezer|yjs|y-indexeddb|y-protocols)\//;

/**
 * /login is the studio's entry alone (the dashboard frame, its screens and the sign-in actions load
 * lazily; the error-reporting SDK only when the server names a service): 141.5 KB when the budget was
 * set, of which react-dom is 64 KB and react-router 30 KB. The dashboard is reported, not budgeted.
 */
export const STUDIO_PAGES: StudioPage[] = [
  { id: 'login', name: 'studio /login', roots: ['index.html'], budget: 150 * KB, forbidden: BUILDER_CODE },
  {
    id: 'dashboard',
    name: 'studio dashboard',
    roots: [
      'index.html',
      'src/components/layout/dashboard-layout.tsx',
      'src/screens/dashboard/dashboard-screen.tsx',
      'src/screens/teams/teams-screen.tsx',
      'src/screens/teams/team-projects-screen.tsx',
    ],
    forbidden: BUILDER_CODE,
  },
];

interface ManifestEntry {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

const RUNTIME_ENTRY = 'runtime/index.html';
const STATIC_ENTRY = 'runtime/static.html';
const COMPONENTS_SRC = 'packages/components/src/';
const AR_BUTTON = 'src/runtime/ar/ar-button.tsx';
const ENGINE = 'render/engine.ts';
const BUNDLED_METADATA = new Set<string>(
  [...GENERAL_COMPONENTS, ...COMMERCE_COMPONENTS].map((meta) => meta.name),
);

/** 'shopping-cart' → 'IconShoppingCart' (as the TablerIcon component names its module). */
const tablerExportName = (name: string) =>
  `Icon${name
    .split('-')
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;

function iconsOf(project: ProjectJson): string[] {
  const icons: string[] = [];
  for (const page of Object.values(project.pages ?? {}))
    for (const element of Object.values(page?.elements ?? {})) {
      const icon = element?.props?.icon;
      if (
        element?.elementType === 'TablerIcon' &&
        icon?.type === 'static' &&
        typeof icon.content === 'string'
      )
        icons.push(tablerExportName(icon.content.trim()));
    }
  return icons;
}

/** The manifest key of the chunk holding each source module (absolute path), from the source maps. */
export function chunksBySource(dist: string, manifest: Manifest): Map<string, string> {
  const bySource = new Map<string, string>();
  for (const [key, entry] of Object.entries(manifest)) {
    const mapFile = path.join(dist, `${entry.file}.map`);
    if (!existsSync(mapFile)) continue;
    const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
    for (const source of sources) bySource.set(path.resolve(path.dirname(mapFile), source), key);
  }
  return bySource;
}

/** The manifest keys of the chunks a page with this document loads, entry first. */
export function pageModules(dist: string, manifest: Manifest, project: ProjectJson): string[] {
  const bySource = chunksBySource(dist, manifest);
  const keyOf = (file: string) => {
    const key = bySource.get(path.join(REPO, file)) ?? bySource.get(path.join(import.meta.dirname, file));
    if (!key) throw new Error(`No chunk of the build holds ${file}`);
    return key;
  };
  const types = elementTypesOf(project);
  const uses = (names: readonly string[]) => names.some((name) => types.has(name));
  // Rendered by the server: the page's script is analytics alone (apps/web/src/runtime/static.ts).
  const roots = isStaticProject(project) ? [STATIC_ENTRY] : [RUNTIME_ENTRY];
  const component = (file: string) => roots.push(keyOf(COMPONENTS_SRC + file));
  if (roots[0] === STATIC_ENTRY) return visitAll(manifest, roots);
  for (const [file, names] of Object.entries(DOM_MODULES)) if (uses(names)) component(file);
  if ([...types].some((type) => !BUNDLED_METADATA.has(type))) REGISTRY_PARTS.forEach(component);
  if (hasPageLogic(project)) component(ENGINE);
  if (types.has('Canvas')) {
    component(SCENE_MODULE);
    for (const [file, names] of Object.entries(R3F_MODULES)) if (uses(names)) component(file);
    roots.push(keyOf(AR_BUTTON));
  }
  for (const icon of iconsOf(project))
    roots.push(keyOf(`node_modules/@tabler/icons-react/dist/esm/icons/${icon}.mjs`));

  return visitAll(manifest, roots);
}

/** The roots and every chunk they import, roots first. */
function visitAll(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`The build manifest has no entry ${key}`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

export interface PageSize {
  kind: PageKind;
  /** Gzip bytes of each script, by file. */
  scripts: Record<string, number>;
  gzipBytes: number;
}

export function measurePage(dist: string, manifest: Manifest, kind: PageKind): PageSize {
  const read = JSON.parse(readFileSync(path.join(REPO, 'templates', kind.template), 'utf8')) as ProjectJson;
  const template = kind.adapt ? kind.adapt(read) : read;
  const scripts: Record<string, number> = {};
  for (const key of pageModules(dist, manifest, template)) {
    const file = manifest[key]!.file;
    scripts[file] = gzipSync(readFileSync(path.join(dist, file))).length;
  }
  return { kind, scripts, gzipBytes: Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0) };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Measures every page kind; answers the report lines and the failures (empty when all fit). */
export function checkBudgets(dist: string, kinds: PageKind[] = PAGE_KINDS) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`No build manifest at ${manifestFile}: run vite build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = kinds.map((kind) => measurePage(dist, manifest, kind));
  const lines = sizes.map(
    ({ kind, scripts, gzipBytes }) =>
      `${gzipBytes <= kind.budget ? '✓' : '✗'} ${kind.name} (${kind.template}): ${kb(gzipBytes)} gzip JavaScript ` +
      `in ${Object.keys(scripts).length} scripts, budget ${kb(kind.budget)}`,
  );
  const failures = sizes
    .filter(({ kind, gzipBytes }) => gzipBytes > kind.budget)
    .map(
      ({ kind, gzipBytes, scripts }) =>
        `Size budget exceeded: a ${kind.name} loads ${kb(gzipBytes)} of gzip JavaScript, over its budget of ` +
        `${kb(kind.budget)}. Heaviest: ${Object.entries(scripts)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([file, bytes]) => `${file} ${kb(bytes)}`)
          .join(', ')}`,
    );
  return { sizes, lines, failures };
}

/** The source modules (absolute paths) a built script was made of, from its source map. */
export function sourcesOf(dist: string, file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
  return sources.map((source) => path.resolve(path.dirname(mapFile), source));
}

export interface StudioSize {
  page: StudioPage;
  /** Gzip bytes of each script, by file. */
  scripts: Record<string, number>;
  gzipBytes: number;
  /** Forbidden source modules the screen's scripts hold, as `module (script)`. */
  forbidden: string[];
}

/** Measures the studio's screens; answers the report lines and the failures (empty when all fit). */
export function checkStudio(dist: string, pages: StudioPage[] = STUDIO_PAGES) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`No build manifest at ${manifestFile}: run vite build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = pages.map((page): StudioSize => {
    const scripts: Record<string, number> = {};
    const forbidden: string[] = [];
    for (const key of visitAll(manifest, page.roots)) {
      const file = manifest[key]!.file;
      scripts[file] = gzipSync(readFileSync(path.join(dist, file))).length;
      for (const source of sourcesOf(dist, file))
        if (page.forbidden.test(source)) forbidden.push(`${path.relative(REPO, source)} (${file})`);
    }
    const gzipBytes = Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0);
    return { page, scripts, gzipBytes, forbidden };
  });
  const lines = sizes.map(
    ({ page, scripts, gzipBytes, forbidden }) =>
      `${(page.budget === undefined || gzipBytes <= page.budget) && !forbidden.length ? '✓' : '✗'} ${page.name}: ` +
      `${kb(gzipBytes)} gzip JavaScript in ${Object.keys(scripts).length} scripts` +
      `${page.budget === undefined ? '' : `, budget ${kb(page.budget)}`}` +
      `${forbidden.length ? `, ${forbidden.length} builder modules` : ', no builder, three.js or CodeMirror code'}`,
  );
  const failures = sizes.flatMap(({ page, scripts, gzipBytes, forbidden }) => [
    ...(page.budget !== undefined && gzipBytes > page.budget
      ? [
          `Size budget exceeded: the ${page.name} loads ${kb(gzipBytes)} of gzip JavaScript, over its budget of ` +
            `${kb(page.budget)}. Heaviest: ${Object.entries(scripts)
              .sort((a, b) => b[1] - a[1])
              .slice(0, 4)
              .map(([file, bytes]) => `${file} ${kb(bytes)}`)
              .join(', ')}`,
        ]
      : []),
    ...(forbidden.length
      ? [`The ${page.name} loads code it must not: ${forbidden.slice(0, 4).join(', ')}`]
      : []),
  ]);
  return { sizes, lines, failures };
}

function parseArgs(argv: string[]) {
  let dist = path.join(import.meta.dirname, 'dist');
  const kinds = PAGE_KINDS.map((kind) => ({ ...kind }));
  const studio = STUDIO_PAGES.map((page) => ({ ...page }));
  const only = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, value] = [argv[index], argv[index + 1] ?? ''];
    index += 1;
    if (flag === '--dist') dist = path.resolve(value);
    else if (flag === '--kind') only.add(value);
    else if (flag === '--budget') {
      const [id, size] = value.split('=');
      const kind = [...kinds, ...studio].find((candidate) => candidate.id === id);
      if (!kind || !(Number(size) > 0))
        throw new Error('--budget takes KIND=KB, KIND one of dom, dom-interactive, 3d, login, dashboard');
      kind.budget = Number(size) * KB;
    } else throw new Error(`Unknown argument ${flag}`);
  }
  const chosen = <T extends { id: string }>(list: T[]) =>
    only.size ? list.filter((item) => only.has(item.id)) : list;
  return { dist, kinds: chosen(kinds), studio: chosen(studio) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    const { dist, kinds, studio } = parseArgs(process.argv.slice(2));
    const published = checkBudgets(dist, kinds);
    const screens = checkStudio(dist, studio);
    if (kinds.length) console.log(`Size budget of published pages\n${published.lines.join('\n')}`);
    if (studio.length) console.log(`Size budget of the studio\n${screens.lines.join('\n')}`);
    const failures = [...published.failures, ...screens.failures];
    if (failures.length) {
      console.error(failures.join('\n'));
      process.exit(1);
    }
  } catch (error) {
    console.error(`Size budget: ${(error as Error).message}`);
    process.exit(1);
  }
}
