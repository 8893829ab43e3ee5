// `node scripts/check-names.mjs` (part of `npm run check`): one naming convention. Every file of the
// workspaces, e2e/, bench/ and scripts/ is named in kebab-case (`project-card.tsx`, `texts.ts`), and a
// feature's texts — the words users read — live in its folder's one `texts.ts`: no `*-texts.ts`
// files, no `…_TEXTS` constant declared anywhere else. Generated files (database migrations) keep
// the names their tool gives them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './import-graph.mjs';

const CHECKED = /^(apps|packages|e2e|bench|scripts)\//;
const GENERATED = /^apps\/server\/drizzle\//;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const CONVENTIONAL = new Set(['README.md', 'LICENSE', 'Dockerfile']);
const TEXTS_CONSTANT = /^export const ([A-Z0-9_]*_TEXTS)\b/m;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => CHECKED.test(file) && !GENERATED.test(file));

const problems = [];
for (const file of files) {
  const name = path.basename(file);
  if (!CONVENTIONAL.has(name) && !KEBAB.test(name)) problems.push(`${file}: not kebab-case`);
  if (/-texts\.tsx?$/.test(name)) problems.push(`${file}: a feature's texts live in its texts.ts`);
  if (/\.tsx?$/.test(name) && name !== 'texts.ts') {
    let source;
    try {
      source = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    const found = source.match(TEXTS_CONSTANT);
    if (found) problems.push(`${file}: ${found[1]} belongs in the folder's texts.ts`);
  }
}

if (problems.length === 0) {
  console.log(`Names: ${files.length} files in kebab-case, every feature's texts in its texts.ts.`);
} else {
  console.error(`${problems.length} naming problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
