// What a visitor reads on /p/ when there is nothing to show, or no page at the address.
export const RUNTIME_TEXTS = {
  nothingPublishedTitle: 'Nothing is published here',
  nothingPublished: 'This project has no published release yet.',
  versionNotFound: (version: string) => `Version ${version} is not published.`,
  notBuilt: 'The published runtime is not built: run npm run build.',
  pageNotFoundTitle: 'Page not found',
  pageNotFound: 'This site has no page at this address.',
  backHome: 'Go to the home page',
} as const;

/** Cache-Control of published pages: a version never changes; the latest may, any minute. */
export const CACHE = {
  version: 'public, max-age=31536000, immutable',
  latest: 'public, max-age=60',
  none: 'no-cache',
} as const;
