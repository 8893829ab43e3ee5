// The property controls' texts (the asset picker).

export const ASSET_PICKER_TEXTS = {
  choose: (types: string) => `Choose a file (${types})`,
  search: 'Search files',
  upload: 'Upload a file',
  clear: 'Remove the file',
  none: (types: string) => `No ${types} files in the library yet: upload one.`,
  wrongType: (name: string, types: string) => `${name} is not one of ${types}`,
  missing: 'The file is no longer in the library',
} as const;

export const LINK_TEXTS = {
  target: 'Link to',
  url: 'A URL',
  pageOption: (label: string) => `Page: ${label}`,
} as const;

export const JSON_EDITOR_TEXTS = {
  /** The field's name while its code editor downloads. */
  loading: (label: string) => `${label} (loading the editor)`,
} as const;
