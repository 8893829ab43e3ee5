// Search ranking shared by the insert menu, outliner filter, token lists and asset library: the
// query is trimmed and case-insensitive; a prefix match of any field ranks above a substring
// match; items matching neither are left out. Equal ranks keep their original order.

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

/** The matching items, best first. An empty query returns every item in its order. */
export function searchItems<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly string[],
): T[] {
  if (normalise(query) === '') return [...items];
  return items
    .map((item, index) => ({ item, index, rank: rankText(fields(item), query) }))
    .filter((entry) => entry.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((entry) => entry.item);
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
