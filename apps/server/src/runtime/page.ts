// The HTML of a published page: the runtime entry built with the web app (dist/runtime/index.html)
// with the release inlined, so the first render needs no second request. Without a built web app
// (API-only setups) the page still carries the release and says what is missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_SCRIPT_ID } from '@vitrine/core';
import { RUNTIME_TEXTS } from './texts.ts';

/** What the runtime entry reads from the page (and from release.json). */
export interface InlinedRelease {
  projectId: string;
  version: string;
  label: string;
  releasedAt: string;
  document: unknown;
  /** The Vitrine badge to show; null on white-label plans. */
  watermark: { position: string } | null;
  /** The site's base path ('/p/<projectId>/', or with the version): page links are made from it. */
  base: string;
  /** The page the URL names (absent in release.json). */
  pageId?: string;
}

/** The <head> a served page gets: its tags (published-site.ts pageHead) and the site's language. */
export interface PageHead {
  tags: string;
  lang: string;
}

/** The page HTML with the head's tags in place of its <title> and the language on its <html>. */
export function withHead(html: string, head: PageHead): string {
  return html
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(head.lang)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => head.tags);
}

/** The empty JSON script element `id` stands for in a built page. */
export const scriptPlaceholder = (id: string) =>
  new RegExp(`<script id="${id}" type="application/json">[\\s\\S]*?</script>`);
const RELEASE_SCRIPT = scriptPlaceholder(RELEASE_SCRIPT_ID);

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot close its script element or break a JS string. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Vitrine</title>
  </head>
  <body>
    <p>${escapeHtml(RUNTIME_TEXTS.notBuilt)}</p>
    <script id="${RELEASE_SCRIPT_ID}" type="application/json">null</script>
  </body>
</html>
`;

export function loadRuntimeTemplate(webDist: string | undefined): string {
  const file = webDist ? path.join(webDist, 'runtime', 'index.html') : undefined;
  if (file && existsSync(file)) {
    const html = readFileSync(file, 'utf8');
    if (RELEASE_SCRIPT.test(html)) return html;
  }
  return FALLBACK_TEMPLATE;
}

/** The runtime page with the release inlined; without a head (a screenshot), the template's title. */
export function renderReleasePage(template: string, release: InlinedRelease, head?: PageHead): string {
  const script = `<script id="${RELEASE_SCRIPT_ID}" type="application/json">${scriptSafeJson(release)}</script>`;
  return (head ? withHead(template, head) : template).replace(RELEASE_SCRIPT, () => script);
}

/** The page an unknown page URL of a published site answers (status 404), with a link home. */
export function pageNotFoundPage(homeHref: string, lang: string): string {
  return messagePage({
    lang,
    title: RUNTIME_TEXTS.pageNotFoundTitle,
    testId: 'page-not-found',
    body: `<p>${escapeHtml(RUNTIME_TEXTS.pageNotFound)}</p>
      <p><a href="${escapeHtml(homeHref)}">${escapeHtml(RUNTIME_TEXTS.backHome)}</a></p>`,
  });
}

/** The clear page shown when nothing (or not that version) is published. */
export function nothingPublishedPage(detail: string): string {
  return messagePage({
    lang: 'en',
    title: RUNTIME_TEXTS.nothingPublishedTitle,
    testId: 'nothing-published',
    body: `<p>${escapeHtml(detail)}</p>`,
  });
}

/** A small page of one title and a few lines (its body already HTML). */
function messagePage({
  lang,
  title,
  testId,
  body,
}: {
  lang: string;
  title: string;
  testId: string;
  body: string;
}) {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:," />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: Ubuntu, system-ui, sans-serif; background: #fafafa; color: #171717; }
      main { text-align: center; padding: 24px; }
      h1 { font-size: 20px; font-weight: 500; margin: 0 0 8px; }
      p { margin: 0 0 8px; color: #737373; font-size: 14px; }
      a { color: #171717; }
    </style>
  </head>
  <body>
    <main data-testid="${testId}">
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}
