// `node scripts/check-exports.mjs` (part of `npm run check`): the schema exports of @vitrine/core
// that no module imports. Core owns every shape more than one module uses (STYLE.md); a schema or
// type it exports that nothing imports is either dead, or a shape someone declares again instead of
// importing it. Schema exports are everything packages/core/src/schema exports, and elsewhere in core
// every exported zod schema (a `z.` expression, or one derived from another schema) and every type
// inferred from one. Lists them and exits 1 if there is any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { buildGraph, relative, ROOT } from './import-graph.mjs';

const CORE = path.join(ROOT, 'packages', 'core', 'src');
const SCHEMA_DIR = path.join(CORE, 'schema') + path.sep;
const inCore = (file) => file.startsWith(CORE + path.sep);

const { graph } = buildGraph();
const parsed = new Map();
function parse(file) {
  if (!parsed.has(file))
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

const isExported = (node) =>
  ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const ZOD_DERIVED = /^\s*(z\s*\.|[A-Z]\w*Schema\b)/;
const ZOD_INFERRED = /\bz\s*\.\s*(infer|input|output)\s*</;

/** The names a core file declares and exports itself, each with whether it is a schema export. */
function ownExports(file) {
  const source = parse(file);
  const inSchemaDir = file.startsWith(SCHEMA_DIR);
  const names = new Map();
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const initializer = declaration.initializer?.getText(source) ?? '';
        names.set(declaration.name.text, inSchemaDir || ZOD_DERIVED.test(initializer));
      }
    } else if (ts.isTypeAliasDeclaration(statement)) {
      names.set(statement.name.text, inSchemaDir || ZOD_INFERRED.test(statement.type.getText(source)));
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.set(statement.name.text, inSchemaDir);
    }
  }
  return names;
}

/** Every name @vitrine/core exports: name → { file, schema }, following its index's re-exports. */
function publicExports(file, seen = new Set()) {
  const result = new Map();
  if (seen.has(file)) return result;
  seen.add(file);
  for (const [name, schema] of ownExports(file)) result.set(name, { file, schema });
  const source = parse(file);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const target = graph.get(file)?.find((edge) => edge.specifier === statement.moduleSpecifier.text)?.file;
    if (!target) continue;
    const theirs = publicExports(target, seen);
    if (!statement.exportClause) for (const [name, entry] of theirs) result.set(name, entry);
    else if (ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) {
        const entry = theirs.get((element.propertyName ?? element.name).text);
        if (entry) result.set(element.name.text, entry);
      }
  }
  return result;
}

const exported = publicExports(path.join(CORE, 'index.ts'));

// What the code imports of @vitrine/core, by name: the other workspaces through the package, core's
// own modules through relative paths; core's barrels (index.ts) only pass names on and do not count.
// A namespace import counts every name the file mentions.
const isBarrel = (file) => inCore(file) && path.basename(file) === 'index.ts';
const imported = new Set();
for (const [file, edges] of graph) {
  if (isBarrel(file)) continue;
  for (const edge of edges) {
    const fromCore = edge.package === '@vitrine/core' || (edge.file !== undefined && inCore(edge.file));
    if (!fromCore || !edge.names) continue;
    for (const name of edge.names) {
      if (name !== '*') imported.add(name);
      else {
        const text = readFileSync(file, 'utf8');
        for (const candidate of exported.keys())
          if (new RegExp(`\\.${candidate}\\b`).test(text)) imported.add(candidate);
      }
    }
  }
}

const unimported = [...exported]
  .filter(([name, entry]) => entry.schema && !imported.has(name))
  .sort(([a, x], [b, y]) => x.file.localeCompare(y.file) || a.localeCompare(b));

if (unimported.length === 0) {
  console.log(
    `Exports: every one of the ${exported.size} names @vitrine/core exports that is a schema is imported.`,
  );
  process.exit(0);
}
const byFile = new Map();
for (const [name, entry] of unimported) {
  const list = byFile.get(entry.file) ?? [];
  list.push(name);
  byFile.set(entry.file, list);
}
console.error(`Schema exports of @vitrine/core that no module imports (${unimported.length}):`);
for (const [file, names] of byFile) console.error(`  ${relative(file)}: ${names.join(', ')}`);
console.error(
  '\nImport the shape where it is declared again, stop exporting what only its own file uses, or delete it.',
);
process.exit(1);
