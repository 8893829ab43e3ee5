// The page settings dialog's texts (its refusals come from @vitrine/core's OPERATION_TEXTS, the same
// the operations throw).
export const PAGE_SETTINGS_TEXTS = {
  open: 'Page settings',
  description: 'How the page is found at its published address and shown by search engines and social sites.',
  urlSection: 'Address',
  slug: 'URL name',
  slugHint: (url: string) => `Published at ${url}`,
  homeHint: (url: string) =>
    `The first page is the home page: it is published at ${url}, and its URL name leads there.`,
  seoSection: 'Search engines',
  pageTitle: 'Title',
  pageTitleHint: 'Shown in the browser tab and in search results. Empty: "Page · Project".',
  metaDescription: 'Description',
  metaDescriptionHint: 'A sentence or two for search results.',
  longerThanShown: (length: number, shown: number) =>
    `${length} characters: search engines show about ${shown}.`,
  socialSection: 'Social sharing',
  ogTitle: 'Social title',
  ogTitleHint: 'Empty: the title.',
  ogDescription: 'Social description',
  ogDescriptionHint: 'Empty: the description.',
  ogImage: 'Social image',
  noindex: 'Hide from search engines (noindex, left out of the sitemap)',
  lang: 'Site language (every page)',
  langHint: 'A language tag such as en, fr or pt-BR.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Page settings saved',
} as const;
