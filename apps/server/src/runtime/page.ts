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

export function renderReleasePage(template: string, release: InlinedRelease): string {
  const script = `<script id="${RELEASE_SCRIPT_ID}" type="application/json">${scriptSafeJson(release)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(release.label || 'Vitrine')}</title>`)
    .replace(RELEASE_SCRIPT, () => script);
}

/** The clear page shown when nothing (or not that version) is published. */
export function nothingPublishedPage(detail: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(RUNTIME_TEXTS.nothingPublishedTitle)}</title>
    <link rel="icon" href="data:," />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: Ubuntu, system-ui, sans-serif; background: #fafafa; color: #171717; }
      main { text-align: center; padding: 24px; }
      h1 { font-size: 20px; font-weight: 500; margin: 0 0 8px; }
      p { margin: 0; color: #737373; font-size: 14px; }
    </style>
  </head>
  <body>
    <main data-testid="nothing-published">
      <h1>${escapeHtml(RUNTIME_TEXTS.nothingPublishedTitle)}</h1>
      <p>${escapeHtml(detail)}</p>
    </main>
  </body>
</html>
`;
}
