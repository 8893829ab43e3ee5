// Outbound links of the studio chrome; a deployment can point them elsewhere at build time.
export const DOCS_URL: string = import.meta.env.VITE_DOCS_URL ?? 'https://docs.vitrine.studio';
