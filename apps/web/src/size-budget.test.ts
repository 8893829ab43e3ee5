// The build's size budget: a fixture build (manifest, chunks, source maps) for the DOM-only template,
// measured as a static page (server-rendered: the static entry alone) and, with an interaction, as
// the runtime loads it; and a budget it exceeds. The studio's /login and dashboard on a fixture of
// the studio's entry: their size, and the builder code they must not load.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBudgets, checkStudio, PAGE_KINDS, STUDIO_PAGES } from '../size-budget.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(WEB, '../..');
const STATIC_DOM = PAGE_KINDS.find((kind) => kind.id === 'dom')!;
const DOM = PAGE_KINDS.find((kind) => kind.id === 'dom-interactive')!;
const LOGIN = STUDIO_PAGES.find((page) => page.id === 'login')!;
const DASHBOARD = STUDIO_PAGES.find((page) => page.id === 'dashboard')!;

/** A chunk of incompressible bytes (so its gzip size is about its size) built from these sources. */
function chunk(dist: string, file: string, bytes: number, sources: string[]) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, randomBytes(bytes));
  const relative = sources.map((source) => path.relative(path.dirname(full), source));
  writeFileSync(`${full}.map`, JSON.stringify({ version: 3, sources: relative, mappings: '' }));
}

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'size-budget-'));
  const components = (file: string) => path.join(REPO, 'packages/components/src', file);
  const icon = (name: string) =>
    path.join(REPO, `node_modules/@tabler/icons-react/dist/esm/icons/${name}.mjs`);
  chunk(dist, 'assets/runtime.js', 3000, [path.join(WEB, 'src/runtime/main.tsx')]);
  chunk(dist, 'assets/react.js', 20_000, [path.join(REPO, 'node_modules/react-dom/client.js')]);
  chunk(dist, 'assets/tabler-icon.js', 1000, [components('dom/tabler-icon.tsx')]);
  chunk(dist, 'assets/widgets.js', 50_000, [components('dom/accordion.tsx')]);
  chunk(dist, 'assets/engine.js', 3000, [components('render/engine.ts')]);
  chunk(dist, 'assets/static.js', 1500, [path.join(WEB, 'src/runtime/static.ts')]);
  chunk(dist, 'assets/analytics.js', 1000, [path.join(WEB, 'src/runtime/analytics.ts')]);
  const manifest: Record<string, { file: string; imports?: string[] }> = {
    'runtime/index.html': { file: 'assets/runtime.js', imports: ['_react.js'] },
    'runtime/static.html': { file: 'assets/static.js', imports: ['_analytics.js'] },
    '_analytics.js': { file: 'assets/analytics.js' },
    '_engine.js': { file: 'assets/engine.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_tabler-icon.js': { file: 'assets/tabler-icon.js', imports: ['_react.js'] },
    '_widgets.js': { file: 'assets/widgets.js', imports: ['_react.js'] },
  };
  for (const name of ['IconSun', 'IconBatteryCharging', 'IconLeaf']) {
    chunk(dist, `assets/tabler/${name}.js`, 200, [icon(name)]);
    manifest[`icons/${name}`] = { file: `assets/tabler/${name}.js`, imports: ['_react.js'] };
  }
  // The studio: its entry (login screen, react-dom), the dashboard frame and screens, the builder.
  chunk(dist, 'assets/main.js', 10_000, [path.join(WEB, 'src/main.tsx'), path.join(WEB, 'src/router.tsx')]);
  chunk(dist, 'assets/layout.js', 2000, [path.join(WEB, 'src/components/layout/dashboard-layout.tsx')]);
  chunk(dist, 'assets/dashboard.js', 3000, [path.join(WEB, 'src/screens/dashboard/dashboard-screen.tsx')]);
  chunk(dist, 'assets/teams.js', 1000, [path.join(WEB, 'src/screens/teams/teams-screen.tsx')]);
  chunk(dist, 'assets/projects.js', 1000, [path.join(WEB, 'src/screens/teams/team-projects-screen.tsx')]);
  chunk(dist, 'assets/builder.js', 40_000, [
    path.join(WEB, 'src/builder/builder-screen.tsx'),
    path.join(REPO, 'node_modules/@codemirror/view/dist/index.js'),
  ]);
  Object.assign(manifest, {
    'index.html': { file: 'assets/main.js', imports: ['_react.js'] },
    'src/components/layout/dashboard-layout.tsx': { file: 'assets/layout.js', imports: ['_react.js'] },
    'src/screens/dashboard/dashboard-screen.tsx': { file: 'assets/dashboard.js', imports: ['_react.js'] },
    'src/screens/teams/teams-screen.tsx': { file: 'assets/teams.js' },
    'src/screens/teams/team-projects-screen.tsx': { file: 'assets/projects.js' },
    'src/builder/builder-screen.tsx': { file: 'assets/builder.js', imports: ['_react.js'] },
  });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Writes the fixture's manifest again with a change (the dashboard screen importing the builder). */
function withManifest(change: (manifest: Record<string, { file: string; imports?: string[] }>) => void) {
  const file = path.join(dist, '.vite', 'manifest.json');
  const original = readFileSync(file, 'utf8');
  const manifest = JSON.parse(original) as Record<string, { file: string; imports?: string[] }>;
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  return () => writeFileSync(file, original);
}

describe('size budget', () => {
  it('counts the static entry alone for a page the server renders', () => {
    const { sizes, failures } = checkBudgets(dist, [STATIC_DOM]);
    expect(Object.keys(sizes[0]!.scripts).sort()).toEqual(['assets/analytics.js', 'assets/static.js']);
    expect(failures).toEqual([]);
  });

  it('counts the entry, the modules of the components the page uses, its logic and its icons, not the rest', () => {
    const { sizes, failures } = checkBudgets(dist, [DOM]);
    expect(Object.keys(sizes[0]!.scripts).sort()).toEqual([
      'assets/engine.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/tabler-icon.js',
      'assets/tabler/IconBatteryCharging.js',
      'assets/tabler/IconLeaf.js',
      'assets/tabler/IconSun.js',
    ]);
    expect(sizes[0]!.gzipBytes).toBeGreaterThan(27_000);
    expect(failures).toEqual([]);
  });

  it('fails naming the page kind, its size and the budget when the page outgrows it', () => {
    const { failures } = checkBudgets(dist, [{ ...DOM, budget: 10 * 1024 }]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^Size budget exceeded: a DOM-only page with interactions loads 2\d\.\d KB of gzip JavaScript, over its budget of 10\.0 KB/,
    );
  });

  it('makes the build command exit non-zero', async () => {
    const run = promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'size-budget.ts',
        '--dist',
        dist,
        '--kind',
        'dom-interactive',
        '--budget',
        'dom-interactive=10',
      ],
      { cwd: WEB },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/a DOM-only page with interactions loads .* over its budget of 10\.0 KB/),
    });
    const passing = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'size-budget.ts',
        '--dist',
        dist,
        '--kind',
        'dom-interactive',
        '--budget',
        'dom-interactive=60',
      ],
      { cwd: WEB },
    );
    expect(passing.stdout).toMatch(/✓ DOM-only page with interactions/);
  });
});

describe('size budget of the studio', () => {
  it('counts the entry and what it imports for /login, and the frame and screens for the dashboard', () => {
    const { sizes, failures } = checkStudio(dist);
    expect(Object.keys(sizes[0]!.scripts).sort()).toEqual(['assets/main.js', 'assets/react.js']);
    expect(Object.keys(sizes[1]!.scripts).sort()).toEqual([
      'assets/dashboard.js',
      'assets/layout.js',
      'assets/main.js',
      'assets/projects.js',
      'assets/react.js',
      'assets/teams.js',
    ]);
    expect(sizes.every((size) => size.forbidden.length === 0)).toBe(true);
    expect(failures).toEqual([]);
  });

  it('fails when /login outgrows 150 KB', () => {
    expect(LOGIN.budget).toBe(150 * 1024);
    const { failures } = checkStudio(dist, [{ ...LOGIN, budget: 20 * 1024 }]);
    expect(failures).toEqual([
      expect.stringMatching(
        /^Size budget exceeded: the studio \/login loads 2\d\.\d KB of gzip JavaScript, over its budget of 20\.0 KB\. Heaviest: assets\/react\.js/,
      ),
    ]);
  });

  it('fails naming the builder and CodeMirror modules when the dashboard reaches them', () => {
    const restore = withManifest((manifest) => {
      manifest['src/screens/dashboard/dashboard-screen.tsx']!.imports = [
        '_react.js',
        'src/builder/builder-screen.tsx',
      ];
    });
    try {
      const { sizes, failures } = checkStudio(dist, [DASHBOARD]);
      expect(sizes[0]!.forbidden).toEqual([
        'apps/web/src/builder/builder-screen.tsx (assets/builder.js)',
        'node_modules/@codemirror/view/dist/index.js (assets/builder.js)',
      ]);
      expect(failures).toEqual([
        expect.stringMatching(
          /^The studio dashboard loads code it must not: apps\/web\/src\/builder\/builder-screen\.tsx/,
        ),
      ]);
    } finally {
      restore();
    }
  });
});
