// A page: an ordered list of root element ids, the elements of its tree by id, its named state
// definitions, the device type the preview frame shows it on, and how its published URL and <head>
// read (slug and SEO fields, docs/releases.md "Page URLs and SEO").
import { z } from 'zod';
import {
  DEFAULT_DEVICE_TYPE,
  DEVICE_TYPES,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_IMAGE_URL_MAX_LENGTH,
  PAGE_SLUG_MAX_LENGTH,
  PAGE_SLUG_PATTERN,
  PAGE_TITLE_MAX_LENGTH,
  RESERVED_PAGE_SLUGS,
} from '../constants.ts';
import { ElementSchema } from './element.ts';
import { PageStateDefinitionSchema } from './page-state-definition.ts';

export const DeviceTypeSchema = z.enum(DEVICE_TYPES);

const PageSlugSchema = z
  .string()
  .min(1)
  .max(PAGE_SLUG_MAX_LENGTH)
  .regex(PAGE_SLUG_PATTERN)
  .refine((slug) => !RESERVED_PAGE_SLUGS.includes(slug));

/** A page's SEO fields as stored on the page; an absent one falls back (published-head rules). */
export const PageSeoSchema = z.object({
  /** The <title>; absent: "Page · Project". */
  title: z.string().max(PAGE_TITLE_MAX_LENGTH).optional(),
  /** <meta name="description">, and og:description unless that is set. */
  description: z.string().max(PAGE_DESCRIPTION_MAX_LENGTH).optional(),
  ogTitle: z.string().max(PAGE_TITLE_MAX_LENGTH).optional(),
  ogDescription: z.string().max(PAGE_DESCRIPTION_MAX_LENGTH).optional(),
  /** The og:image: a file URL from the project's asset library (rewritten when published). */
  ogImage: z.string().max(PAGE_IMAGE_URL_MAX_LENGTH).optional(),
  /** Asks search engines not to index the page; it is left out of the sitemap. */
  noindex: z.boolean().optional(),
});
export type PageSeo = z.infer<typeof PageSeoSchema>;
export const PAGE_SEO_FIELDS = Object.keys(PageSeoSchema.shape) as Array<keyof PageSeo>;

export const PageSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  deviceType: DeviceTypeSchema.default(DEFAULT_DEVICE_TYPE),
  /** Position in the page list (ascending; ties broken by id, the same on every replica). */
  order: z.number().default(0),
  children: z.array(z.string()).default([]),
  elements: z.record(z.string(), ElementSchema).default({}),
  stateDefinitions: z.record(z.string(), PageStateDefinitionSchema).default({}),
  /** The theme the page shows; absent: the 'default' theme. */
  theme: z.string().min(1).optional(),
  /**
   * The page's URL segment (/p/:projectId/:slug). Readers give a page without a valid, unique one
   * a slug derived from its label (page-slugs.ts); the first page is the site's home (/p/:projectId/).
   */
  slug: PageSlugSchema.optional(),
  ...PageSeoSchema.shape,
});
export type Page = z.infer<typeof PageSchema>;

/** Pages in page-list order. */
export function orderPages<T extends Pick<Page, 'id' | 'order'>>(pages: Iterable<T>): T[] {
  return [...pages].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
