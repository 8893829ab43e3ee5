// `npm run check:imports` (part of `npm test`): the dependency rules of STYLE.md, checked on the
// import graph of scripts/import-graph.mjs. Fails on
// - an import cycle between our modules, value or type-only imports alike (lazy import() is not a
//   cycle: nothing waits for it while the modules load);
// - a package (packages/*) importing an app (apps/*), or another workspace by path instead of by its
//   package name;
// - the studio's code (apps/web/src) reaching the collaboration server (packages/collab/src/server);
// - a workspace subpath its package.json does not export;
// - an npm package a workspace imports without declaring it in its package.json.
import path from 'node:path';
import { buildGraph, packageName, relative, workspaceOf } from './import-graph.mjs';

const { graph, workspaces } = buildGraph();
const problems = [];

// Cycles: strongly connected components of the static (value and type) edges, by Tarjan.
function stronglyConnected(edgesOf) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [{ node: start, next: 0 }];
    indices.set(start, index);
    lowLinks.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edgesOf(frame.node);
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!indices.has(target)) {
          indices.set(target, index);
          lowLinks.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target))
          lowLinks.set(frame.node, Math.min(lowLinks.get(frame.node), indices.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        lowLinks.set(parent, Math.min(lowLinks.get(parent), lowLinks.get(frame.node)));
      }
      if (lowLinks.get(frame.node) === indices.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return components;
}

/** One cycle through `start` inside its component, for the message. */
function cycleThrough(start, members, edgesOf) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of edgesOf(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const staticEdges = (kinds) => (file) => [
  ...new Set(
    (graph.get(file) ?? []).filter((edge) => edge.file && kinds.includes(edge.kind)).map((edge) => edge.file),
  ),
];
const valueEdges = staticEdges(['value']);
const allStaticEdges = staticEdges(['value', 'type']);

for (const component of stronglyConnected(allStaticEdges)) {
  const members = new Set(component);
  const selfLoop = component.length === 1 && allStaticEdges(component[0]).includes(component[0]);
  if (component.length === 1 && !selfLoop) continue;
  const start = [...members].sort()[0];
  const valueCycle = cycleThrough(start, members, valueEdges);
  const cycle = valueCycle.length > 2 || selfLoop ? valueCycle : cycleThrough(start, members, allStaticEdges);
  const what = valueCycle.length > 2 ? 'Import cycle' : 'Type-only import cycle';
  problems.push(`${what} (${component.length} modules): ${cycle.map(relative).join(' → ')}`);
}

// Layers: packages never reach into apps, and meet other workspaces through package names only.
for (const [file, edges] of graph) {
  const from = workspaceOf(workspaces, file);
  for (const edge of edges) {
    if (edge.missing && edge.package)
      problems.push(`${relative(file)} imports '${edge.specifier}', which ${edge.package} does not export`);
    if (!edge.file) continue;
    const to = workspaceOf(workspaces, edge.file);
    if (from.relative.startsWith('packages/') && to.relative.startsWith('apps/'))
      problems.push(`${relative(file)} (a package) imports ${relative(edge.file)} (an app)`);
    else if (from.relative.startsWith('packages/') && !edge.package && from !== to)
      problems.push(
        `${relative(file)} reaches into ${to.pkg.name} by path ('${edge.specifier}'): import the package`,
      );
  }
}

// The studio's bundle: nothing the web app loads, at once or lazily, reaches the collaboration server.
const serverCode = path.join('packages', 'collab', 'src', 'server') + path.sep;
const studio = path.join('apps', 'web', 'src') + path.sep;
const reachedFrom = new Map();
const queue = [...graph.keys()].filter(
  (file) => relative(file).startsWith(studio) && !/\.test\.tsx?$/.test(file),
);
for (const file of queue) reachedFrom.set(file, null);
while (queue.length > 0) {
  const file = queue.shift();
  for (const edge of graph.get(file) ?? []) {
    if (!edge.file || edge.kind === 'type' || reachedFrom.has(edge.file)) continue;
    reachedFrom.set(edge.file, file);
    queue.push(edge.file);
  }
}
// Breadth first, so the first server module found has the shortest chain: one message says it.
const reached = [...reachedFrom.keys()].find((file) => relative(file).startsWith(serverCode));
if (reached) {
  const chain = [reached];
  for (let at = reachedFrom.get(reached); at; at = reachedFrom.get(at)) chain.unshift(at);
  problems.push(`The studio reaches the collaboration server: ${chain.map(relative).join(' → ')}`);
}

// Declared dependencies: what a workspace imports is in its package.json (or the root's, whose
// devDependencies are every workspace's tools).
const rootPackage = workspaces[0].pkg;
const declared = (pkg) =>
  new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ]);
const undeclared = new Map();
for (const [file, edges] of graph) {
  const workspace = workspaceOf(workspaces, file);
  const own = declared(workspace.pkg);
  for (const edge of edges) {
    if (!edge.package || (edge.kind === 'type' && edge.package.startsWith('@types/'))) continue;
    const name = packageName(edge.package);
    if (name === workspace.pkg.name || own.has(name) || own.has(`@types/${name}`)) continue;
    // A workspace's tests, their fixtures and build files may use the root's tools (vitest, esbuild, …).
    const isTool =
      !/\/src\//.test(file.slice(workspace.dir.length)) || /(\.test|[.-]fixture)\.tsx?$/.test(file);
    if (workspace.relative !== '.' && isTool && declared(rootPackage).has(name)) continue;
    const key = `${workspace.relative === '.' ? 'package.json' : path.join(workspace.relative, 'package.json')} lacks ${name}`;
    if (!undeclared.has(key)) undeclared.set(key, relative(file));
  }
}
for (const [key, file] of undeclared) problems.push(`${key} (imported by ${file})`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import rule(s) broken (scripts/check-imports.mjs).`);
  process.exit(1);
}
console.log(`Imports: ${graph.size} modules, no cycle, packages import no app, every dependency declared.`);
