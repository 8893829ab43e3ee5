// `node --import tsx bench/analytics/profile-top.ts <file.cpuprofile> [count]`: the functions with the
// most self time in a V8 CPU profile (as written by `npm run bench -- analytics --profile=<dir>`), and
// the share of time per file, to see where the server spends an ingestion run.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: profile-top.ts <file.cpuprofile> [count]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0);

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\/.*?\/node_modules\//, '')
    .replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/')
    .replace(/^node:/, 'node:');

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url ? shortUrl(frame.url) : '(native)';
  const name = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  const parts = where.split('/');
  const ours = /^(apps|packages|bench)$/.test(parts[0]!);
  const module = !frame.url
    ? name
    : ours
      ? parts.slice(0, -1).join('/')
      : parts.slice(0, where.startsWith('@') ? 2 : 1).join('/');
  byFile.set(module, (byFile.get(module) ?? 0) + us);
}

const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, us]) =>
        `  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    )
    .join('\n');

console.log(`${(total / 1e6).toFixed(1)} s sampled\n\nSelf time by function:`);
console.log(top(byFunction, Number(countArg ?? 30)));
console.log('\nSelf time by package or source folder:');
console.log(top(byFile, 15));
