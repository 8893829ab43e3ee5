// The import graph of the repository's own sources, read with the TypeScript parser: every module of
// the workspaces (src, test and their top-level build files), e2e/, bench/ and scripts/, each with
// what it imports, whether the import is for types only, lazy (import()) or evaluated on load, and
// where it leads (a file of ours, or an npm package by name). scripts/check-imports.mjs and
// scripts/check-exports.mjs read it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'data', 'drizzle']);
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Each workspace (the root included): its folder, package.json and the folders of its code. */
export function readWorkspaces() {
  const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const workspaces = rootPackage.workspaces.map((dir) => ({
    dir: path.join(ROOT, dir),
    relative: dir,
    pkg: JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')),
  }));
  return [{ dir: ROOT, relative: '.', pkg: rootPackage }, ...workspaces];
}

/** The workspace a file belongs to: the deepest one whose folder holds it. */
export function workspaceOf(workspaces, file) {
  let best = workspaces[0];
  for (const workspace of workspaces)
    if (file.startsWith(workspace.dir + path.sep) && workspace.dir.length > best.dir.length) best = workspace;
  return best;
}

function walk(dir, files) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
}

/** Every source file of ours, absolute paths. */
export function listSources(workspaces) {
  const files = [];
  for (const workspace of workspaces.slice(1)) {
    walk(path.join(workspace.dir, 'src'), files);
    walk(path.join(workspace.dir, 'test'), files);
    for (const entry of readdirSync(workspace.dir))
      if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) files.push(path.join(workspace.dir, entry));
  }
  for (const dir of ['e2e', 'bench', 'scripts']) walk(path.join(ROOT, dir), files);
  for (const entry of readdirSync(ROOT)) if (SOURCE.test(entry)) files.push(path.join(ROOT, entry));
  return files;
}

/** The npm package a bare specifier names: 'lib0/encoding' → 'lib0', '@a/b/c' → '@a/b'. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isTypeOnlyClause = (clause) =>
  clause.isTypeOnly ||
  (!clause.name &&
    clause.namedBindings !== undefined &&
    ts.isNamedImports(clause.namedBindings) &&
    clause.namedBindings.elements.length > 0 &&
    clause.namedBindings.elements.every((element) => element.isTypeOnly));

const isTypeOnlyExport = (node) =>
  node.isTypeOnly ||
  (node.exportClause !== undefined &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((element) => element.isTypeOnly));

/**
 * What one file imports: { specifier, kind, names } with kind 'value' (evaluated when the file
 * loads), 'type' (erased) or 'lazy' (import(), require()); names are the imported bindings ('*' for
 * a namespace or `export *`, 'default'), null for a bare side-effect import.
 */
export function readImports(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imports = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = [];
      if (clause?.name) names.push('default');
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names.push('*');
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const element of clause.namedBindings.elements)
          names.push((element.propertyName ?? element.name).text);
      imports.push({
        specifier: node.moduleSpecifier.text,
        kind: clause && isTypeOnlyClause(clause) ? 'type' : 'value',
        names: clause ? names : null,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      imports.push({
        specifier: node.moduleSpecifier.text,
        kind: isTypeOnlyExport(node) ? 'type' : 'value',
        names,
      });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const name = node.qualifier ? ts.getTextOfNode(node.qualifier).split('.')[0] : '*';
      imports.push({ specifier: node.argument.literal.text, kind: 'type', names: [name] });
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length >= 1 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
        (ts.isPropertyAccessExpression(node.expression) &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === 'require' &&
          node.expression.name.text === 'resolve'))
    ) {
      imports.push({ specifier: node.arguments[0].text, kind: 'lazy', names: ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

function resolveFile(candidate, known) {
  const attempts = [
    candidate,
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => candidate + ext),
    ...['index.ts', 'index.tsx', 'index.mjs', 'index.js'].map((name) => path.join(candidate, name)),
  ];
  // Sources written in TypeScript may still be named by their '.js' output.
  if (/\.js$/.test(candidate))
    attempts.push(candidate.replace(/\.js$/, '.ts'), candidate.replace(/\.js$/, '.tsx'));
  for (const attempt of attempts) if (known.has(attempt)) return attempt;
  for (const attempt of attempts) if (existsSync(attempt) && statSync(attempt).isFile()) return attempt;
  return null;
}

/** A workspace package's subpath ('.', './server') → its file, from its package.json exports. */
function exportTarget(workspace, subpath) {
  const exportsField = workspace.pkg.exports;
  if (!exportsField) return subpath === '.' && workspace.pkg.main ? workspace.pkg.main : null;
  if (typeof exportsField === 'string') return subpath === '.' ? exportsField : null;
  const target = exportsField[subpath];
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') return target.import ?? target.default ?? null;
  return null;
}

/**
 * Where a specifier leads: { file } for a source of ours, { package } for an npm package or a
 * workspace without a matching export, { builtin } for Node's, { missing } for what cannot be found
 * (a workspace subpath that is not exported, a relative file that does not exist).
 */
export function resolveSpecifier(specifier, fromFile, workspaces, known) {
  const bare = specifier.split('?')[0];
  if (BUILTINS.has(bare) || bare.startsWith('node:')) return { builtin: bare };
  if (bare.startsWith('.') || bare.startsWith('/')) {
    const file = resolveFile(path.resolve(path.dirname(fromFile), bare), known);
    return file ? { file } : { missing: bare };
  }
  const name = packageName(bare);
  const workspace = workspaces.find((candidate) => candidate.pkg.name === name);
  if (!workspace) return { package: name };
  const subpath = `.${bare.slice(name.length)}`;
  const target = exportTarget(workspace, subpath);
  if (!target) return { missing: bare, package: name };
  const file = resolveFile(path.join(workspace.dir, target), known);
  return file ? { file, package: name } : { package: name };
}

/** The graph: Map(file → [{ specifier, kind, names, file?, package?, builtin?, missing? }]). */
export function buildGraph() {
  const workspaces = readWorkspaces();
  const files = listSources(workspaces);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files)
    graph.set(
      file,
      readImports(file).map((entry) => ({
        ...entry,
        ...resolveSpecifier(entry.specifier, file, workspaces, known),
      })),
    );
  return { graph, workspaces };
}

export const relative = (file) => path.relative(ROOT, file);
