// Saves the page settings dialog in one step (one undo step): the page's slug, its SEO fields and
// the site's language. Everything is checked before anything is written, so a refusal changes
// nothing.
import type * as Y from 'yjs';
import { getPage } from '../document/access.ts';
import { pageSlugProblem } from '../document/page-slugs.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { PageSeo } from '../schema/page.ts';
import { SiteLangSchema } from '../schema/project.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { pageSeoProblem, setPageSeo } from './set-page-seo.ts';
import { otherPageSlugs, setPageSlug } from './set-page-slug.ts';
import { setSiteLang } from './set-site-lang.ts';
import { transact } from './transact.ts';

export interface SetPageSettingsArgs {
  pageId: string;
  slug?: string;
  seo?: PageSeo;
  lang?: string;
}

export function setPageSettings(doc: Y.Doc, args: SetPageSettingsArgs, origin: unknown = LOCAL_ORIGIN): void {
  getPage(doc, args.pageId);
  const problem =
    (args.slug === undefined ? null : pageSlugProblem(args.slug, otherPageSlugs(doc, args.pageId))) ??
    (args.seo === undefined ? null : pageSeoProblem(args.seo)) ??
    (args.lang === undefined || SiteLangSchema.safeParse(args.lang.trim()).success
      ? null
      : OPERATION_TEXTS.siteLangInvalid(args.lang));
  if (problem) throw new OperationError(problem);
  transact(doc, origin, () => {
    if (args.slug !== undefined) setPageSlug(doc, { pageId: args.pageId, slug: args.slug }, origin);
    if (args.seo !== undefined) setPageSeo(doc, { pageId: args.pageId, seo: args.seo }, origin);
    if (args.lang !== undefined) setSiteLang(doc, { lang: args.lang }, origin);
  });
}
