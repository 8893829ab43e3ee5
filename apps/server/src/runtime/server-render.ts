// Published pages rendered on the server (docs/releases.md, "The published runtime"). A static page
// (every component renders completely on the server, no page logic) is sent as HTML already rendered,
// with a small script (analytics) instead of the renderer. A server-rendered page (page logic, or a 3D
// scene, around components the server renders) is sent rendered with the renderer, which hydrates it:
// the visitor reads the page before its script has run. Both get the head the route gives them
// (published-site.ts). The render is the web build's own (dist-server/server-render.js beside the
// built web app), so the markup is the one the browser would draw.
//
// It runs in a worker thread, one release at a time and at most RENDER_TIMEOUT_MS each, so an
// author's page, however heavy, never holds the server's event loop: past the time the worker is
// stopped and the page renders in the browser. Renders are kept per page (a release never changes) within
// KEPT_BYTES, the least recently shown dropped first. A release the server does not render, a missing
// build or a failed render gets the browser's render, which always works.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RELEASE_SCRIPT_ID, STATIC_PAGE_SCRIPT_ID } from '@vitrine/core';
import type { FastifyBaseLogger } from 'fastify';
import {
  renderReleasePage,
  scriptPlaceholder,
  scriptSafeJson,
  withHead,
  type InlinedRelease,
  type PageHead,
} from './page.ts';

/** What the web build's renderRelease answers (apps/web/src/runtime/server-render.tsx). */
interface ServerRender {
  html: string;
  title: string;
  pageId: string;
  events: unknown[];
  hydrate: boolean;
}

export const RENDER_TIMEOUT_MS = 5_000;
const KEPT_BYTES = 32 * 1024 * 1024;
const ROOT = '<div id="root"></div>';

/** The worker: loads the render module once, then renders each release it is sent. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.moduleUrl);
parentPort.on('message', async ({ id, release }) => {
  try {
    const { renderRelease } = await loaded;
    parentPort.postMessage({ id, rendered: await renderRelease(release) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/** Renders releases in a worker thread, one at a time, each within its time. */
class RenderWorker {
  private worker: Worker | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 0;

  constructor(
    private readonly moduleUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  render(release: InlinedRelease): Promise<ServerRender | null> {
    const run = this.queue.then(() => this.renderNow(release));
    this.queue = run.catch(() => undefined);
    return run;
  }

  close(): Promise<number> | undefined {
    return this.worker?.terminate();
  }

  private renderNow(release: InlinedRelease): Promise<ServerRender | null> {
    const worker = (this.worker ??= this.start());
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const done = (result: ServerRender | null) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (message: { id: number; rendered?: ServerRender | null; error?: string }) => {
        if (message.id !== id) return;
        if (message.error)
          this.log.warn(
            { projectId: release.projectId, version: release.version, error: message.error },
            'Server render failed',
          );
        done(message.rendered ?? null);
      };
      const onExit = () => done(null);
      const timer = setTimeout(() => {
        this.log.warn(
          { projectId: release.projectId, version: release.version },
          `Server render took over ${this.timeoutMs} ms: the page renders in the browser`,
        );
        this.worker = null;
        void worker.terminate();
        done(null);
      }, this.timeoutMs);
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ id, release });
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl: this.moduleUrl } });
    // An idle worker does not keep the process alive.
    worker.unref();
    worker.on('error', (error) => {
      this.log.warn({ err: error }, 'The page renderer stopped');
      if (this.worker === worker) this.worker = null;
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    return worker;
  }
}

export interface ServerPages {
  /** The page's HTML with its head when the server renders the release, else null (the browser renders it). */
  page(release: InlinedRelease, head: PageHead): Promise<string | null>;
  close(): Promise<void>;
}

const NONE: ServerPages = { page: async () => null, close: async () => undefined };

export function createServerPages(
  webDist: string | undefined,
  log: FastifyBaseLogger,
  options: { timeoutMs?: number } = {},
): ServerPages {
  const staticFile = webDist && path.join(webDist, 'runtime', 'static.html');
  const runtimeFile = webDist && path.join(webDist, 'runtime', 'index.html');
  const moduleFile = webDist && path.join(webDist, '..', 'dist-server', 'server-render.js');
  if (
    !staticFile ||
    !runtimeFile ||
    !moduleFile ||
    ![staticFile, runtimeFile, moduleFile].every((file) => existsSync(file))
  )
    return NONE;
  const staticTemplate = readFileSync(staticFile, 'utf8');
  const runtimeTemplate = readFileSync(runtimeFile, 'utf8');
  const releasePlaceholder = scriptPlaceholder(RELEASE_SCRIPT_ID);
  const staticPlaceholder = scriptPlaceholder(STATIC_PAGE_SCRIPT_ID);
  if (
    ![staticTemplate, runtimeTemplate].every(
      (html) => html.includes(ROOT) && releasePlaceholder.test(html),
    ) ||
    !staticPlaceholder.test(staticTemplate)
  ) {
    log.warn('The built page templates lack their placeholders; pages render in the browser');
    return NONE;
  }
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const worker = new RenderWorker(pathToFileURL(moduleFile).href, log, timeoutMs);

  // Least recently shown first; each render's weight in bytes (about two per character).
  const kept = new Map<string, Promise<ServerRender | null>>();
  const weights = new Map<string, number>();
  let keptBytes = 0;
  const forget = (key: string) => {
    kept.delete(key);
    keptBytes -= weights.get(key) ?? 0;
    weights.delete(key);
  };
  const rendered = (release: InlinedRelease): Promise<ServerRender | null> => {
    const key = JSON.stringify([
      release.projectId,
      release.version,
      release.label,
      release.watermark,
      release.base,
      release.pageId,
    ]);
    let render = kept.get(key);
    if (render) {
      kept.delete(key);
      kept.set(key, render);
      return render;
    }
    render = worker.render(release);
    kept.set(key, render);
    void render.then((result) => {
      if (!kept.has(key)) return;
      const weight = 2 * ((result?.html.length ?? 0) + 256);
      weights.set(key, weight);
      keptBytes += weight;
      for (const oldest of kept.keys()) {
        if (keptBytes <= KEPT_BYTES || oldest === key) break;
        forget(oldest);
      }
    });
    return render;
  };

  /** The static page: its template with the release and what the render reported inlined. */
  const staticPage = (release: InlinedRelease, head: PageHead, render: ServerRender) => {
    const data = { pageId: render.pageId, events: render.events };
    return withHead(staticTemplate, head)
      .replace(
        releasePlaceholder,
        () => `<script id="${RELEASE_SCRIPT_ID}" type="application/json">${scriptSafeJson(release)}</script>`,
      )
      .replace(
        staticPlaceholder,
        () =>
          `<script id="${STATIC_PAGE_SCRIPT_ID}" type="application/json">${scriptSafeJson(data)}</script>`,
      );
  };

  return {
    async page(release, head) {
      // A page waits for its render at most the render's own time, queued or rendering: past it the
      // browser renders this request, and the render, once done, serves the next ones.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      const render = await Promise.race([rendered(release), late]).finally(() => clearTimeout(timer));
      if (!render) return null;
      const page = render.hydrate
        ? renderReleasePage(runtimeTemplate, release, head)
        : staticPage(release, head, render);
      // The author's markup goes in last, so that nothing in it can be taken for a placeholder.
      const at = page.indexOf(ROOT);
      return `${page.slice(0, at)}<div id="root">${render.html}</div>${page.slice(at + ROOT.length)}`;
    },
    async close() {
      await worker.close();
    },
  };
}
