// Texts of the example (template) viewer (SPEC §2, §8); forking has its own in fork-texts.ts.
export const EXAMPLE_TEXTS = {
  page: 'Page',
  loading: 'Loading example…',
} as const;
