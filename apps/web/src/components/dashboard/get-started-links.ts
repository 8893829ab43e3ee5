// Where the dashboard's 'Get started' block points; a deployment can point them elsewhere at build time.
import { DOCS_URL } from '../../config/links.ts';

export const BLOG_URL: string = import.meta.env.VITE_BLOG_URL ?? `${DOCS_URL}/blog`;
export const TUTORIALS_URL: string = import.meta.env.VITE_TUTORIALS_URL ?? `${DOCS_URL}/tutorials`;
export { DOCS_URL };
