// Static published pages (docs/performance.md, "Published pages"): a release made only of components
// that need nothing of the browser is sent as HTML already rendered, with a few kilobytes of script
// (analytics) instead of the renderer. The render is the web build's own (dist-server/
// server-render.js beside the built web app), so the page is the one the browser would draw. Each
// release is rendered once and kept (releases never change); a page that is not static, a missing
// build or a failed render falls back to the browser's render, which always works.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type InlinedRelease, RELEASE_SCRIPT_ID, escapeHtml, scriptSafeJson } from './page.ts';

interface StaticRender {
  html: string;
  title: string;
  pageId: string;
  events: unknown[];
}
interface ServerRenderModule {
  renderStaticRelease(release: unknown): Promise<StaticRender | null>;
}

export const STATIC_SCRIPT_ID = 'vitrine-static';
/** Renders kept: one per release and badge, the most recently shown. */
const KEPT = 200;

const placeholder = (id: string) =>
  new RegExp(`<script id="${id}" type="application/json">[\\s\\S]*?</script>`);

export interface StaticPages {
  /** The page's HTML when the release is static, else null (the browser renders it). */
  page(release: InlinedRelease): Promise<string | null>;
}

/** The full runtime's entry script and style sheets, read from its page (runtime/index.html). */
export function runtimeFiles(runtimeTemplate: string): { script: string; styles: string[] } | null {
  const script = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(runtimeTemplate)?.[1];
  if (!script) return null;
  const styles = [...runtimeTemplate.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return { script, styles };
}

export function createStaticPages(
  webDist: string | undefined,
  runtimeTemplate: string,
  log: FastifyBaseLogger,
): StaticPages {
  const templateFile = webDist && path.join(webDist, 'runtime', 'static.html');
  const moduleFile = webDist && path.join(webDist, '..', 'dist-server', 'server-render.js');
  const runtime = runtimeFiles(runtimeTemplate);
  if (!runtime || !templateFile || !moduleFile || !existsSync(templateFile) || !existsSync(moduleFile))
    return { page: async () => null };
  const template = readFileSync(templateFile, 'utf8');
  let loaded: Promise<ServerRenderModule | null> | null = null;
  const renderer = () =>
    (loaded ??= (import(pathToFileURL(moduleFile).href) as Promise<ServerRenderModule>).catch((error) => {
      log.warn({ err: error }, 'The render of static pages could not be loaded; pages render in the browser');
      return null;
    }));
  const kept = new Map<string, Promise<string | null>>();

  const render = async (release: InlinedRelease): Promise<string | null> => {
    const module = await renderer();
    const rendered = await module?.renderStaticRelease(release).catch((error: unknown) => {
      log.warn(
        { err: error, projectId: release.projectId, version: release.version },
        'Static render failed',
      );
      return null;
    });
    if (!rendered) return null;
    const data = `<script id="${STATIC_SCRIPT_ID}" type="application/json">${scriptSafeJson({
      pageId: rendered.pageId,
      events: rendered.events,
      runtime,
    })}</script>`;
    return template
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
      .replace(
        placeholder(RELEASE_SCRIPT_ID),
        () => `<script id="${RELEASE_SCRIPT_ID}" type="application/json">${scriptSafeJson(release)}</script>`,
      )
      .replace(placeholder(STATIC_SCRIPT_ID), () => data);
  };

  return {
    page(release) {
      const key = JSON.stringify([release.projectId, release.version, release.label, release.watermark]);
      let page = kept.get(key);
      if (page) kept.delete(key);
      else page = render(release);
      kept.set(key, page);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return page;
    },
  };
}
