// Records a re-uploaded file: the asset keeps its id (every reference by id keeps working) and takes
// the new file's URL, thumbnail, type and extension; every copy of the old URL elsewhere in the
// document (an element's reference, a material's texture, a theme's font) moves to the new one.
// One transaction: an undo brings the old URL back, and its bytes are kept until nothing uses them.
import * as Y from 'yjs';
import { projectMap } from '../document/access.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from '../operations/transact.ts';
import { getAsset } from './asset-tree.ts';

export interface ReplaceAssetFileArgs {
  id: string;
  url: string;
  previousUrl: string;
  thumbnail?: string | null;
  mime_type: string;
  ext: string;
  /** The library name it takes, when the new file's kind shows in it (a compression's .webp). */
  name?: string;
}

/** A plain JSON value with the old URL replaced inside every string, or the same value untouched. */
function moved<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return (value.includes(from) ? value.split(from).join(to) : value) as T;
  if (Array.isArray(value)) {
    const next = value.map((item) => moved(item, from, to));
    return (next.some((item, index) => item !== value[index]) ? next : value) as T;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const next = entries.map(([key, item]) => [key, moved(item, from, to)] as const);
    return (
      next.some(([, item], index) => item !== entries[index]![1]) ? Object.fromEntries(next) : value
    ) as T;
  }
  return value;
}

/** Rewrites the URL in every plain value held by the Y types under `type`. Returns the count. */
function rewrite(type: Y.Map<unknown> | Y.Array<unknown>, from: string, to: string): number {
  let count = 0;
  if (type instanceof Y.Map) {
    for (const [key, value] of [...type.entries()]) {
      if (value instanceof Y.Map || value instanceof Y.Array) count += rewrite(value, from, to);
      else if (!(value instanceof Y.AbstractType)) {
        const next = moved(value, from, to);
        if (next !== value) {
          type.set(key, next);
          count += 1;
        }
      }
    }
  } else if (type instanceof Y.Array) {
    type.toArray().forEach((value, index) => {
      if (value instanceof Y.Map || value instanceof Y.Array) {
        count += rewrite(value, from, to);
        return;
      }
      if (value instanceof Y.AbstractType) return;
      const next = moved(value, from, to);
      if (next !== value) {
        type.delete(index, 1);
        type.insert(index, [next]);
        count += 1;
      }
    });
  }
  return count;
}

/** Returns how many values outside the asset itself pointed at the old URL. */
export function replaceAssetFile(
  doc: Y.Doc,
  args: ReplaceAssetFileArgs,
  origin: unknown = LOCAL_ORIGIN,
): number {
  const asset = getAsset(doc, args.id);
  return transact(doc, origin, () => {
    asset.set('url', args.url);
    if (args.thumbnail) asset.set('thumbnail', args.thumbnail);
    else asset.delete('thumbnail');
    asset.set('mime_type', args.mime_type);
    asset.set('ext', args.ext.replace(/^\./, '').toLowerCase());
    if (args.name?.trim()) asset.set('name', args.name.trim());
    return args.previousUrl && args.previousUrl !== args.url
      ? rewrite(projectMap(doc), args.previousUrl, args.url)
      : 0;
  });
}
