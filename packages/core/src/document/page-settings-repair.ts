// Puts back a valid slug and valid SEO fields on pages a collaborator wrote wrongly: the server runs
// it on every client update that touched the page list, a page's own fields or the project config,
// so the socket keeps out what setPageSlug, setPageSeo and setSiteLang refuse. The fix is the
// readers' own (page-slugs.ts): a slug that is invalid, reserved or already held by an earlier page
// in page order is replaced by one made from the label, the same on every replica; a page without
// a slug gets the one readers already showed. An SEO text over its limit is shortened, one of the
// wrong type removed; an invalid site language is removed (the default applies).
import * as Y from 'yjs';
import { SITE_LANG_MAX_LENGTH, SITE_LANG_PATTERN } from '../constants.ts';
import { PAGE_SEO_FIELDS, PageSeoSchema } from '../schema/page.ts';
import type { YMap } from './build.ts';
import type { ShapeFix } from './document-shape.ts';
import { assignPageSlugs } from './page-slugs.ts';

const isMap = (value: unknown): value is YMap => value instanceof Y.Map;

function seoFixes(page: YMap): ShapeFix[] {
  const fixes: ShapeFix[] = [];
  for (const field of PAGE_SEO_FIELDS) {
    const value = page.get(field);
    if (value === undefined) continue;
    const schema = PageSeoSchema.shape[field].unwrap();
    if (schema.safeParse(value).success) continue;
    const max = 'maxLength' in schema ? (schema.maxLength as number | null) : null;
    if (typeof value === 'string' && max !== null) fixes.push(() => page.set(field, value.slice(0, max)));
    else fixes.push(() => page.delete(field));
  }
  return fixes;
}

/** The fixes for every page's slug and SEO fields and the site language, in order. */
export function pageSettingsFixes(project: YMap): ShapeFix[] {
  const fixes: ShapeFix[] = [];
  const pages = project.get('pages');
  if (isMap(pages)) {
    const entries = [...pages.entries()].filter((entry): entry is [string, YMap] => isMap(entry[1]));
    const slugs = assignPageSlugs(
      entries.map(([id, page]) => ({
        id,
        order: Number(page.get('order') ?? 0),
        label: String(page.get('label') ?? ''),
        slug: page.get('slug'),
      })),
    );
    for (const [id, page] of entries) {
      const slug = slugs.get(id);
      if (slug !== undefined && page.get('slug') !== slug) fixes.push(() => page.set('slug', slug));
      fixes.push(...seoFixes(page));
    }
  }
  const config = project.get('config');
  const lang = isMap(config) ? config.get('lang') : undefined;
  if (
    isMap(config) &&
    lang !== undefined &&
    !(typeof lang === 'string' && lang.length <= SITE_LANG_MAX_LENGTH && SITE_LANG_PATTERN.test(lang))
  )
    fixes.push(() => config.delete('lang'));
  return fixes;
}

/** Whether a transaction changed the page list, a page's own fields or the project config. */
export function touchedPageSettings(project: YMap, changed: Iterable<{ _item: Y.Item | null }>): boolean {
  const pages = project.get('pages');
  const config = project.get('config');
  for (const type of changed) {
    if (type === project || type === pages || type === config) return true;
    if (isMap(pages) && type._item?.parent === pages) return true;
  }
  return false;
}
