// Cleans what one transaction inserted (clean-text.ts's rules applied to Y content): the server
// runs it on every client update, so what it stores and sends on is text every reader can hold.
// Only the inserted items are looked at (a keystroke costs a look at one value, whatever the
// document's size); planning reads only, and the plan is applied in the caller's transaction.
import * as Y from 'yjs';
import { cleanAt, cleanKey, cleanText } from './clean-text.ts';
import { LIST_INDEX, MAX_DOCUMENT_DEPTH, keyLimitAt, textLimitAt } from './document-limits.ts';
import type { YMap } from './build.ts';
import { PROJECT_ROOT } from './create-project.ts';

type AnyType = Y.AbstractType<unknown>;

/** What to write; `pages` are the pages a fix lands in (their trees are then checked whole). */
export interface CleaningPlan {
  fixes: Array<() => void>;
  pages: Set<string>;
}

/** The Y types of a project document, by exact class: the XML types extend them. */
function isDocumentType(value: unknown): boolean {
  const kind: unknown = (value as object).constructor;
  return kind === Y.Map || kind === Y.Array || kind === Y.Text;
}

/** Content no reader of a project document can use: binary, subdocuments, XML types. */
function isForeign(content: Y.Item['content']): boolean {
  if (content instanceof Y.ContentType) return !isDocumentType(content.type);
  return content instanceof Y.ContentBinary || content instanceof Y.ContentDoc;
}

/** Every item the transaction inserted (merged items are read whole: their older part is clean). */
function* insertedItems(transaction: Y.Transaction): Generator<Y.Item> {
  const store = transaction.doc.store;
  for (const [client, after] of transaction.afterState) {
    const before = transaction.beforeState.get(client) ?? 0;
    if (after <= before) continue;
    const structs = store.clients.get(client);
    if (!structs) continue;
    for (let index = Y.findIndexSS(structs, before); index < structs.length; index += 1) {
      const struct = structs[index]!;
      if (struct.id.clock >= after) break;
      if (struct instanceof Y.Item && !struct.deleted) yield struct;
    }
  }
}

/** Paths of types under the project root (see document-limits.ts), computed once per type. */
class Paths {
  private readonly known = new Map<AnyType, string[]>();
  constructor(private readonly root: unknown) {}

  /** The path of a Y type (any of Y.Map, Y.Array, Y.Text). */
  of(target: object): string[] {
    const type = target as AnyType;
    const chain: AnyType[] = [];
    let current: AnyType | null = type;
    let base: string[] | undefined;
    while (current && !(base = this.known.get(current))) {
      chain.push(current);
      const item: Y.Item | null = current._item;
      if (!item) {
        // Another root than the project's gets a path no field limit matches.
        base = current === this.root ? [] : [''];
        chain.pop();
        this.known.set(current, base);
        break;
      }
      if (chain.length > MAX_DOCUMENT_DEPTH) {
        base = new Array<string>(MAX_DOCUMENT_DEPTH).fill('');
        break;
      }
      current = item.parent instanceof Y.AbstractType ? (item.parent as AnyType) : null;
    }
    let path = base ?? [''];
    for (let index = chain.length - 1; index >= 0; index -= 1) {
      const node = chain[index]!;
      path = [...path, node._item?.parentSub ?? LIST_INDEX];
      this.known.set(node, path);
    }
    return this.known.get(type) ?? path;
  }
}

function itemValue(item: Y.Item): unknown {
  const content = item.content.getContent() as unknown[];
  return content[content.length - 1];
}

/** The value a plain entry at `path` should hold instead, or the entry itself when clean. */
function cleanedAt(value: unknown, path: string[]): unknown {
  if (value instanceof Y.Doc) return undefined;
  return cleanAt(value, path);
}

/** Rewrites the dirty items of a list, from its end so indexes stay right. */
function cleanList(list: Y.Array<unknown>, path: string[]): void {
  const items = list.toArray();
  path.push(LIST_INDEX);
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const value = items[index];
    if (value instanceof Y.AbstractType) {
      if (!isDocumentType(value)) list.delete(index, 1);
      continue;
    }
    const cleaned = ArrayBuffer.isView(value) ? undefined : cleanedAt(value, path);
    if (cleaned === value) continue;
    list.delete(index, 1);
    if (cleaned !== undefined) list.insert(index, [cleaned]);
  }
  path.pop();
}

/** Takes NUL characters out of a text, replaces unpaired surrogates and cuts it to its limit. */
function cleanYText(text: Y.Text, limit: number): void {
  const value = text.toString();
  const edits: Array<[index: number, replace: boolean]> = [];
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0) edits.push([index, false]);
    else if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(index + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
      else edits.push([index, true]);
    }
  }
  for (const [index, replace] of edits.reverse()) {
    text.delete(index, 1);
    if (replace) text.insert(index, '\ufffd');
  }
  if (text.length <= limit) return;
  const cut = cleanText(text.toString(), limit).length;
  text.delete(cut, text.length - cut);
}

/** What to fix in what the transaction inserted; nothing is written yet. */
export function planCleaning(transaction: Y.Transaction): CleaningPlan {
  const plan: CleaningPlan = { fixes: [], pages: new Set() };
  const paths = new Paths(transaction.doc.share.get(PROJECT_ROOT));
  const lists = new Set<Y.Array<unknown>>();
  const texts = new Set<Y.Text>();
  const keys: Array<[YMap, string]> = [];
  const notePage = (path: readonly string[], key?: string) => {
    if (path[0] !== 'pages') return;
    const page = path[1] ?? key;
    if (page !== undefined) plan.pages.add(page);
  };
  for (const item of insertedItems(transaction)) {
    if (!(item.parent instanceof Y.AbstractType)) continue;
    const parent = item.parent as AnyType;
    if (parent instanceof Y.Text && isDocumentType(parent)) {
      const content = item.content;
      if (content instanceof Y.ContentString) {
        const limit = textLimitAt(paths.of(parent));
        if (cleanText(content.str) !== content.str || parent.length > limit) texts.add(parent);
      }
      continue;
    }
    if (!isDocumentType(parent) || !item.countable) continue;
    const key = item.parentSub;
    if (key === null) {
      if (lists.has(parent as Y.Array<unknown>)) continue;
      const path = [...paths.of(parent), LIST_INDEX];
      const dirty =
        isForeign(item.content) ||
        (!(item.content instanceof Y.ContentType) &&
          (item.content.getContent() as unknown[]).some((value) => cleanedAt(value, path) !== value));
      if (dirty) lists.add(parent as Y.Array<unknown>);
      continue;
    }
    const map = parent as YMap;
    if (map._map.get(key) !== item) continue;
    const mapPath = paths.of(map);
    if (cleanKey(key, keyLimitAt(mapPath)) !== key) keys.push([map, key]);
    if (item.content instanceof Y.ContentType && !isForeign(item.content)) continue;
    const value = itemValue(item);
    const cleaned = isForeign(item.content) ? undefined : cleanedAt(value, [...mapPath, key]);
    if (cleaned === value) continue;
    notePage(mapPath, key);
    plan.fixes.push(() => {
      if (map._map.get(key) !== item) return;
      if (cleaned === undefined) map.delete(key);
      else map.set(key, cleaned);
    });
  }
  for (const list of lists) {
    const path = paths.of(list);
    notePage(path);
    plan.fixes.push(() => cleanList(list, [...path]));
  }
  for (const text of texts) {
    const path = paths.of(text);
    notePage(path);
    plan.fixes.push(() => cleanYText(text, textLimitAt(path)));
  }
  // Deepest first, so a map moved to a cleaned key is copied with its own keys already clean.
  for (const [map, key] of keys.reverse()) {
    const path = paths.of(map);
    const cleanedKey = cleanKey(key, keyLimitAt(path));
    notePage(path, cleanedKey ?? key);
    plan.fixes.push(() => {
      if (!map.has(key)) return;
      const value = map.get(key);
      if (cleanedKey !== null && !map.has(cleanedKey)) {
        map.set(cleanedKey, value instanceof Y.AbstractType ? (value as AnyType).clone() : value);
      }
      map.delete(key);
    });
  }
  return plan;
}
