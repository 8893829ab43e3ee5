// `npm run bench [-- <name> [args…]]`: runs bench/<name>/index.ts, or every benchmark in turn, then
// prints one table of every figure with its target and ✓/✗ (bench/summary.ts). A benchmark module
// exports `run(args)`, prints its own details and resolves with its figures.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printSummary, type Figure } from './summary.ts';

interface BenchmarkModule {
  run(args: string[]): Promise<Figure[] | void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(here, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

const [name, ...args] = process.argv.slice(2);
if (name && !available.includes(name)) {
  console.error(`Unknown benchmark '${name}'. Available: ${available.join(', ') || 'none'}`);
  process.exit(1);
}

const figures: Figure[] = [];
for (const benchmark of name ? [name] : available) {
  console.log(`\n=== bench/${benchmark} ===`);
  const module = (await import(
    pathToFileURL(path.join(here, benchmark, 'index.ts')).href
  )) as BenchmarkModule;
  figures.push(...((await module.run(args)) ?? []));
}
if (figures.length) printSummary(figures);
process.exit(0);
