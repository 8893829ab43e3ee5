// The property sections' texts (link targets, widget items).

export const URL_TEXTS = {
  required: 'Enter a URL',
  unsafe: 'Only http(s), mailto:, tel: and relative URLs can be opened',
  malformed: 'This is not a valid URL',
} as const;

export const ITEMS_TEXTS = { title: 'Items', add: 'Add item', remove: 'Remove item', empty: 'No items yet.' };
