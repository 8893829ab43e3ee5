// The root map of any Y.Doc as JSON every reader can hold — Y.Map.toJSON with clean-text.ts's
// rules: cleaned strings and keys, no binary, no BigInt, nothing nested past MAX_DOCUMENT_DEPTH
// (toJSON recurses through Y types without a bound and would overflow the stack), and Y types the
// project document never uses (XML, subdocuments) left out. Shapes are not checked here.
import * as Y from 'yjs';
import { cleanAt, cleanKey, cleanText, recordOf } from './clean-text.ts';
import { LIST_INDEX, MAX_DOCUMENT_DEPTH, keyLimitAt, textLimitAt } from './document-limits.ts';
import { PROJECT_ROOT } from './create-project.ts';

/** The project root map as cleaned plain JSON (an object, empty when the document has none). */
export function projectJson(doc: Y.Doc): Record<string, unknown> {
  let root: Y.Map<unknown>;
  try {
    // Types a document read from an update whose root is not typed yet.
    root = doc.getMap(PROJECT_ROOT);
  } catch {
    return {}; // This Y.Doc typed the root as something else.
  }
  return mapJson(root, []);
}

function valueJson(value: unknown, path: string[]): unknown {
  if (value instanceof Y.AbstractType) {
    if (path.length >= MAX_DOCUMENT_DEPTH) return undefined;
    // Exact classes: the XML types extend these and read as markup.
    const kind: unknown = value.constructor;
    if (kind === Y.Map) return mapJson(value as Y.Map<unknown>, path);
    if (kind === Y.Array) return listJson(value as Y.Array<unknown>, path);
    if (kind === Y.Text) return cleanText((value as Y.Text).toString(), textLimitAt(path));
    return undefined;
  }
  if (value instanceof Y.Doc) return undefined;
  return cleanAt(value, path);
}

function mapJson(map: Y.Map<unknown>, path: string[]): Record<string, unknown> {
  const keyLimit = keyLimitAt(path);
  const entries: Array<[string, string | null, unknown]> = [];
  for (const [key, value] of map.entries()) {
    const cleanedKey = cleanKey(key, keyLimit);
    if (cleanedKey === null) continue;
    path.push(cleanedKey);
    entries.push([key, cleanedKey, valueJson(value, path)]);
    path.pop();
  }
  return recordOf(entries);
}

function listJson(list: Y.Array<unknown>, path: string[]): unknown[] {
  path.push(LIST_INDEX);
  const result = list.toArray().map((item) => valueJson(item, path) ?? null);
  path.pop();
  return result;
}
