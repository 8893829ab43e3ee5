// Where the builder's main thread goes: a V8 CPU profile of a window (load, or a batch of edits)
// summarised as self time per function, and React's commits and rendered components counted through
// the DevTools hook. Both are read the same way on a quiet or a busy machine (the counts do not
// depend on load; the profile's proportions barely do). Profiles are written for Chromium's
// Performance panel under bench/results/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { Session } from 'node:inspector/promises';
import type { CDPSession, Page } from 'playwright-core';
import { webDist } from '../../e2e/harness.ts';

export const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export async function startCpuProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  // 200 µs sampling: fine enough for 10 ms edits, cheap enough to leave timings comparable.
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Stops the profile; with a name, writes it to bench/results/<name>.cpuprofile. */
export async function stopCpuProfile(cdp: CDPSession, name: string | null): Promise<CpuProfile> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  if (name) {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  return profile;
}

/** Profiles this Node process (the studio server runs in it): call the answer to stop. */
export async function startServerProfile(): Promise<(name: string) => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async (name) => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    session.disconnect();
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, `${name}.cpuprofile`), JSON.stringify(profile));
    return profile;
  };
}

export interface SelfTime {
  name: string;
  ms: number;
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

const maps = new Map<string, TraceMap | null>();

/** The built file's source map, so a minified frame reads as its source file, line and name. */
function mapOf(url: string): TraceMap | null {
  const pathname = url ? new URL(url).pathname : '';
  if (!pathname.startsWith('/assets/')) return null;
  if (!maps.has(pathname)) {
    const file = path.join(webDist, `${pathname}.map`);
    maps.set(pathname, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(pathname) ?? null;
}

const names = new Map<string, string>();

function frameName(frame: ProfileNode['callFrame']): string {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  let name = names.get(key);
  if (name === undefined) {
    name = resolveFrame(frame);
    names.set(key, name);
  }
  return name;
}

function resolveFrame(frame: ProfileNode['callFrame']): string {
  const map = frame.lineNumber >= 0 ? mapOf(frame.url) : null;
  if (map) {
    const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original.source) {
      const source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
    }
  }
  // A server frame (this process): its path in the repository, or its package.
  const local = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : null;
  const file = local
    ? local.includes('node_modules/')
      ? local.slice(local.lastIndexOf('node_modules/') + 13)
      : path.relative(path.join(resultsDir, '..', '..'), local)
    : frame.url
      ? frame.url.split('/').pop()!.split('?')[0]
      : '';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

/** Self time per function (name, file, line), heaviest first; `(garbage collector)` kept apart. */
export function selfTimes(profile: CpuProfile): { busyMs: number; gcMs: number; top: SelfTime[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let gc = 0;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    if (frame.functionName === '(garbage collector)') gc += ms;
    if (IDLE.has(frame.functionName)) return;
    busy += ms;
    const key = frameName(frame);
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  const top = [...totals].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms }));
  return { busyMs: busy + gc, gcMs: gc, top };
}

/** Prints the self times of one or more profiles of the same action, per run. */
export function printSelfTimes(title: string, profiles: CpuProfile[], limit = 15): void {
  const runs = profiles.length;
  const merged = new Map<string, number>();
  let busyMs = 0;
  let gcMs = 0;
  for (const profile of profiles) {
    const one = selfTimes(profile);
    busyMs += one.busyMs;
    gcMs += one.gcMs;
    for (const { name, ms } of one.top) merged.set(name, (merged.get(name) ?? 0) + ms);
  }
  const top = [...merged].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms }));
  console.log(
    `\n${title}: ${(busyMs / runs).toFixed(1)} ms of JavaScript${runs > 1 ? ' per run' : ''} (GC ${(gcMs / runs).toFixed(1)} ms)`,
  );
  for (const { name, ms } of top.slice(0, limit))
    console.log(`  ${(ms / runs).toFixed(2).padStart(8)} ms  ${name}`);
  const byFile = new Map<string, number>();
  for (const { name, ms } of top) {
    const file = name.slice(name.lastIndexOf(' ') + 1).replace(/:\d+$/, '') || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  console.log('  by file:');
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, Math.ceil(limit / 2)))
    console.log(`  ${(ms / runs).toFixed(2).padStart(8)} ms  ${file}`);
}

/** Inclusive time of the project's own functions (not node_modules): which of ours cost what. */
export function printOwnTotals(title: string, profiles: CpuProfile[], limit = 20): void {
  const totals = new Map<string, number>();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      if (IDLE.has(byId.get(id)?.callFrame.functionName ?? '')) return;
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const frame = byId.get(node)?.callFrame;
        if (!frame) break;
        const name = frameName(frame);
        if (!/ (src|packages|apps)\//.test(name) || seen.has(name)) continue;
        seen.add(name);
        totals.set(name, (totals.get(name) ?? 0) + ms);
      }
    });
  }
  console.log(`\n${title}: inclusive time of our functions${profiles.length > 1 ? ' per run' : ''}`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`  ${(ms / profiles.length).toFixed(2).padStart(8)} ms  ${name}`);
}

/** Busy milliseconds per time bucket with the heaviest files in it: the phases of a load. */
export function printTimeline(title: string, profile: CpuProfile, bucketMs = 250): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const buckets = new Map<number, Map<string, number>>();
  let time = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    time += (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame || (IDLE.has(frame.functionName) && frame.functionName !== '(garbage collector)')) return;
    const name = frameName(frame);
    const file = name.slice(name.lastIndexOf(' ') + 1).replace(/:\d+$/, '') || frame.functionName;
    const bucket = Math.floor(time / bucketMs);
    const files = buckets.get(bucket) ?? new Map<string, number>();
    files.set(file, (files.get(file) ?? 0) + ms);
    buckets.set(bucket, files);
  });
  console.log(`\n${title}: busy ms per ${bucketMs} ms from the profile start, heaviest files`);
  for (const [bucket, files] of [...buckets].sort((a, b) => a[0] - b[0])) {
    const busy = [...files.values()].reduce((sum, ms) => sum + ms, 0);
    if (busy < bucketMs * 0.05) continue;
    const top = [...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([file, ms]) => `${file} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(`  ${String(bucket * bucketMs).padStart(6)} ms  ${busy.toFixed(0).padStart(4)} busy  ${top}`);
  }
}

/**
 * Counts React commits and the components each one rendered, in every frame of the page (the
 * builder and its same-origin preview), through the hook React DevTools uses. A component counts
 * as rendered when React performed work on it in that commit (the DevTools rule).
 */
export const reactCounter = (byName: boolean) => `(() => {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const counts = { commits: 0, rendered: 0, ${byName ? 'names: {}, log: []' : 'names: null, log: null'} };
  window.__vitrineReactCounts = counts;
  let commit = null;
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    return (fiber.type?.displayName ?? type?.displayName ?? type?.name) || '(anonymous)';
  };
  const count = (fiber) => {
    counts.rendered++;
    if (counts.names) {
      const name = nameOf(fiber);
      counts.names[name] = (counts.names[name] ?? 0) + 1;
      commit[name] = (commit[name] ?? 0) + 1;
    }
  };
  const countMounted = (fiber) => {
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag)) count(node);
      countMounted(node.child);
    }
  };
  const walk = (next, prev) => {
    if (COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) === PERFORMED_WORK) count(next);
    if (next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) {
      if (child.alternate) walk(child, child.alternate);
      else {
        if (COMPONENT_TAGS.has(child.tag)) count(child);
        countMounted(child.child);
      }
    }
  };
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = nextId++; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      counts.commits++;
      commit = {};
      const current = root.current;
      if (current.alternate) walk(current, current.alternate);
      else countMounted(current);
      if (counts.log) {
        const named = Object.entries(commit).sort((a, b) => b[1] - a[1]);
        const total = named.reduce((sum, [, n]) => sum + n, 0);
        counts.log.push(total + ': ' + named.slice(0, 6).map(([name, n]) => n > 1 ? name + ' ×' + n : name).join(', '));
      }
    },
    checkDCE() {},
  };
})();`;

export interface ReactCounts {
  commits: number;
  rendered: number;
  /** Renders by component name (only when counted by name: an unminified build names them). */
  names: Record<string, number> | null;
  /** When counted by name: each commit since the log was cleared, its components most rendered first. */
  log: string[] | null;
}

/** Empties the commit logs of the page and its frames (each window logs its own commits). */
export async function clearReactLogs(page: Page): Promise<void> {
  for (const frame of page.frames())
    await frame.evaluate('window.__vitrineReactCounts?.log?.splice(0)').catch(() => undefined);
}

/** The React counts of the page and its frames, summed. */
export async function reactCounts(page: Page): Promise<ReactCounts> {
  const total: ReactCounts = { commits: 0, rendered: 0, names: null, log: null };
  for (const frame of page.frames()) {
    const counts = (await frame
      .evaluate('window.__vitrineReactCounts ?? null')
      .catch(() => null)) as ReactCounts | null;
    if (!counts) continue;
    if (counts.log) {
      const where = frame === page.mainFrame() ? 'builder' : 'preview';
      total.log = [...(total.log ?? []), ...counts.log.map((line) => `${where}: ${line}`)];
    }
    total.commits += counts.commits;
    total.rendered += counts.rendered;
    if (counts.names) {
      total.names ??= {};
      for (const [name, rendered] of Object.entries(counts.names))
        total.names[name] = (total.names[name] ?? 0) + rendered;
    }
  }
  return total;
}
