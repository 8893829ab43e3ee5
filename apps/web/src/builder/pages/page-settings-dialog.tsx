// The page settings dialog (docs/releases.md, "Page URLs and SEO"): the page's URL name (slug),
// its search and social fields and the site's language, checked as they are typed with the same
// rules the operations apply (core's pageSlugProblem, pageSeoProblem), and saved as one undo step.
import { IMAGE_FILE_TYPES, propMetaSchema } from '@vitrine/components';
import {
  DEFAULT_SITE_LANG,
  homePageId,
  LOCAL_ORIGIN,
  otherPageSlugs,
  PAGE_DESCRIPTION_RECOMMENDED_LENGTH,
  PAGE_TITLE_RECOMMENDED_LENGTH,
  pageSeoProblem,
  pageSlugProblem,
  projectPart,
  readPage,
  readProject,
  setPageSettings,
  SiteLangSchema,
  type PageSeo,
} from '@vitrine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/input.tsx';
import { attempt } from '../actions/element-actions.ts';
import { AssetControl } from '../properties/controls/asset-control.tsx';
import { useProjectAssets } from '../properties/project-data.ts';
import { useSession } from '../state/session.tsx';
import { PAGE_SETTINGS_TEXTS as TEXTS } from './texts.ts';

const OG_IMAGE_META = propMetaSchema.parse({
  name: 'ogImage',
  label: TEXTS.ogImage,
  type: 'ASSET',
  // Social sites do not show SVG pictures.
  fileTypes: IMAGE_FILE_TYPES.filter((type) => type !== 'svg'),
});

interface Values {
  slug: string;
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  noindex: boolean;
  lang: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-[11px] font-medium tracking-wide text-neutral-500 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** A hint, or a warning once the text is longer than search engines show. */
const lengthHint = (value: string, shown: number, hint: string) =>
  value.length > shown ? TEXTS.longerThanShown(value.length, shown) : hint;

export function PageSettingsDialog({
  pageId,
  open,
  onOpenChange,
}: {
  pageId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      title={TEXTS.open}
      description={TEXTS.description}
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
    >
      {open && <PageSettingsForm pageId={pageId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function PageSettingsForm({ pageId, onDone }: { pageId: string; onDone: () => void }) {
  const { doc, projectId, readOnly } = useSession();
  // Read once when the dialog opens: the form edits its own copy until saved.
  const [initial] = useState<Values>(() => {
    const page = readPage(doc, pageId);
    const lang = projectPart(doc, 'config').get('lang');
    return {
      slug: page.slug ?? '',
      title: page.title ?? '',
      description: page.description ?? '',
      ogTitle: page.ogTitle ?? '',
      ogDescription: page.ogDescription ?? '',
      ogImage: page.ogImage ?? '',
      noindex: page.noindex ?? false,
      lang: typeof lang === 'string' ? lang : DEFAULT_SITE_LANG,
    };
  });
  const [values, setValues] = useState(initial);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((now) => ({ ...now, [key]: value }));
  const taken = useMemo(() => otherPageSlugs(doc, pageId), [doc, pageId]);
  const isHome = useMemo(() => homePageId(Object.values(readProject(doc).pages)) === pageId, [doc, pageId]);
  const assets = useProjectAssets();
  const image = assets.find((asset) => asset.url === values.ogImage && asset.url);

  const seo: PageSeo = {
    title: values.title,
    description: values.description,
    ogTitle: values.ogTitle,
    ogDescription: values.ogDescription,
    ogImage: values.ogImage,
    noindex: values.noindex,
  };
  const slugProblem = pageSlugProblem(values.slug, taken);
  const seoProblem = pageSeoProblem(seo);
  /** The refusal of one SEO field alone, shown under it. */
  const problemOf = (field: 'title' | 'description' | 'ogTitle' | 'ogDescription') =>
    pageSeoProblem({ [field]: values[field] }) ?? undefined;
  const langProblem = SiteLangSchema.safeParse(values.lang.trim()).success ? null : TEXTS.langHint;
  const siteUrl = `${window.location.origin}/p/${projectId}/`;

  const save = () => {
    if (slugProblem || seoProblem || langProblem) return;
    const done = attempt(() => {
      setPageSettings(doc, { pageId, slug: values.slug, seo, lang: values.lang }, LOCAL_ORIGIN);
      return true;
    });
    if (!done) return;
    toast.success(TEXTS.saved);
    onDone();
  };

  return (
    <form
      className="grid gap-5"
      data-testid="page-settings"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Section title={TEXTS.urlSection}>
        <Field
          label={TEXTS.slug}
          name="slug"
          value={values.slug}
          disabled={readOnly}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => set('slug', event.target.value)}
          error={slugProblem}
          hint={isHome ? TEXTS.homeHint(siteUrl) : TEXTS.slugHint(`${siteUrl}${values.slug}`)}
        />
      </Section>
      <Section title={TEXTS.seoSection}>
        <Field
          label={TEXTS.pageTitle}
          name="title"
          value={values.title}
          disabled={readOnly}
          onChange={(event) => set('title', event.target.value)}
          error={problemOf('title')}
          hint={lengthHint(values.title, PAGE_TITLE_RECOMMENDED_LENGTH, TEXTS.pageTitleHint)}
        />
        <Field
          label={TEXTS.metaDescription}
          name="description"
          value={values.description}
          disabled={readOnly}
          onChange={(event) => set('description', event.target.value)}
          error={problemOf('description')}
          hint={lengthHint(
            values.description,
            PAGE_DESCRIPTION_RECOMMENDED_LENGTH,
            TEXTS.metaDescriptionHint,
          )}
        />
        <label className="flex items-center gap-2 text-xs text-neutral-700">
          <input
            type="checkbox"
            name="noindex"
            checked={values.noindex}
            disabled={readOnly}
            onChange={(event) => set('noindex', event.target.checked)}
          />
          {TEXTS.noindex}
        </label>
      </Section>
      <Section title={TEXTS.socialSection}>
        <Field
          label={TEXTS.ogTitle}
          name="ogTitle"
          value={values.ogTitle}
          disabled={readOnly}
          onChange={(event) => set('ogTitle', event.target.value)}
          error={problemOf('ogTitle')}
          hint={TEXTS.ogTitleHint}
        />
        <Field
          label={TEXTS.ogDescription}
          name="ogDescription"
          value={values.ogDescription}
          disabled={readOnly}
          onChange={(event) => set('ogDescription', event.target.value)}
          error={problemOf('ogDescription')}
          hint={TEXTS.ogDescriptionHint}
        />
        <div className="grid gap-1.5">
          <span className="text-xs font-medium text-neutral-600">{TEXTS.ogImage}</span>
          <AssetControl
            meta={OG_IMAGE_META}
            content={image?.id}
            value={
              image
                ? { type: 'reference', referenceType: 'asset', content: image.id, url: image.url }
                : undefined
            }
            disabled={readOnly}
            elementType=""
            elementId=""
            setContent={() => undefined}
            setValue={(value) => set('ogImage', value.type === 'reference' ? String(value.url ?? '') : '')}
            unset={() => set('ogImage', '')}
          />
        </div>
      </Section>
      <Field
        label={TEXTS.lang}
        name="lang"
        value={values.lang}
        disabled={readOnly}
        spellCheck={false}
        onChange={(event) => set('lang', event.target.value)}
        error={langProblem}
        hint={TEXTS.langHint}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={readOnly || Boolean(slugProblem || seoProblem || langProblem)}>
          {TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
