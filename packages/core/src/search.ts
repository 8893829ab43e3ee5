// Search ranking shared by the insert menu, outliner filter, token lists, material variants and the
// asset library: the query is trimmed and case-insensitive; a prefix match of any field ranks above a
// substring match (SPEC §5); after those come fuzzy matches (fuse.js, threshold 0.5, SPEC §9), best
// score first, so a typo ('buton') still finds its item. Equal ranks keep their original order.
import Fuse from 'fuse.js';
import { FUZZY_SEARCH_THRESHOLD } from './constants.ts';

export type SearchRank = 2 | 1 | 0;

function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/** 2: some field starts with the query, 1: some field contains it, 0: no match. */
export function rankText(fields: readonly string[], query: string): SearchRank {
  const needle = normalise(query);
  let rank: SearchRank = 0;
  for (const field of fields) {
    const haystack = field.toLowerCase();
    if (haystack.startsWith(needle)) return 2;
    if (haystack.includes(needle)) rank = 1;
  }
  return rank;
}

interface Entry<T> {
  item: T;
  index: number;
  fields: readonly string[];
  rank: SearchRank;
}

/** The matching items: prefix matches, then substring matches, then fuzzy ones. An empty query returns every item. */
export function searchItems<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly string[],
): T[] {
  const needle = normalise(query);
  if (needle === '') return [...items];
  const entries: Entry<T>[] = items.map((item, index) => {
    const itemFields = fields(item);
    return { item, index, fields: itemFields, rank: rankText(itemFields, needle) };
  });
  const exact = entries
    .filter((entry) => entry.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.index - b.index);
  const rest = entries.filter((entry) => entry.rank === 0);
  const fuzzy = rest.length
    ? new Fuse(rest, { keys: ['fields'], threshold: FUZZY_SEARCH_THRESHOLD, shouldSort: true })
        .search(needle)
        .map((result) => result.item)
    : [];
  return [...exact, ...fuzzy].map((entry) => entry.item);
}

/** Components are matched on their name and their display name. */
export function searchComponents<T extends { name: string; displayName?: string }>(
  components: readonly T[],
  query: string,
): T[] {
  return searchItems(components, query, (component) =>
    component.displayName === undefined ? [component.name] : [component.name, component.displayName],
  );
}
