// @vitest-environment jsdom
// The server's render of a published page is the page the browser would draw: for a static page the
// same markup as the runtime's own render of the same release, with the price it shows reported; for
// a page with page logic and a 3D scene, markup the runtime hydrates without a mismatch; no render
// at all for a page with components the server does not render.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { preparePage } from '@vitrine/components/page';
import { describe, expect, it, vi } from 'vitest';
import { toRelease } from './read-release.ts';
import { RuntimeView } from './runtime-view.tsx';
import { RuntimeApp } from './runtime-app.tsx';
import { renderRelease } from './server-render.tsx';

// act() flushes React's work here as in the other component tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const template = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../../templates', name), 'utf8')) as unknown;

const inlined = (document: unknown) => ({
  projectId: 'p-1',
  version: '1.0.0',
  label: 'Aurora',
  releasedAt: '2026-11-26T10:00:00.000Z',
  document,
  watermark: { position: 'bottom-left' },
});

/**
 * Markup as the DOM holds it: without React's Suspense boundary comments (the server keeps them),
 * and with each style attribute written out by the CSS object model (React sets styles through it).
 */
function normalized(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/<!--\/?\$[?!]?-->/g, '');
  for (const element of holder.querySelectorAll<HTMLElement>('[style]'))
    element.setAttribute('style', element.style.cssText);
  return holder.innerHTML;
}

describe('server render of static pages', () => {
  it('draws the landing page as the runtime does, and reports the price shown', async () => {
    const release = inlined(template('product-landing-page.json'));
    const rendered = await renderRelease(release);
    expect(rendered).not.toBeNull();
    expect(rendered!.title).toBe('Home · Aurora');
    expect(rendered!.events).toEqual([{ type: 'price_shown', currency: 'INR', value: expect.any(Number) }]);

    const runtimeRelease = toRelease(release)!;
    const registry = await preparePage(runtimeRelease.project);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(<RuntimeView release={runtimeRelease} registry={registry} pageId={rendered!.pageId} />);
    });
    // The icons arrive as modules of their own.
    for (let tries = 0; tries < 50 && container.querySelectorAll('svg').length < 3; tries++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelectorAll('svg')).toHaveLength(3);
    expect(normalized(rendered!.html)).toBe(normalized(container.innerHTML));
    expect(rendered!.html).toContain('Made with Vitrine');
    act(() => root.unmount());
  });

  it('renders the 3D configurator for hydration: its text, the canvas box and a spinner', async () => {
    const release = inlined(template('3d-product-configurator.json'));
    const rendered = await renderRelease(release);
    expect(rendered).toMatchObject({ hydrate: true, events: [], title: 'Configurator · Aurora' });
    expect(rendered!.html).toContain('Pick a finish for the shade.');
    expect(rendered!.html).toContain('₹4,999.00');
    expect(rendered!.html).toContain('role="progressbar"');
    expect(rendered!.html).not.toContain('<canvas');

    // The browser's first render is the server's markup: React reports no mismatch, and keeps the
    // very elements the server sent.
    const container = document.createElement('div');
    container.innerHTML = rendered!.html;
    document.body.append(container);
    const title = container.querySelector('[data-element-id="cfg-title"]');
    const runtimeRelease = toRelease(release)!;
    const registry = await preparePage(runtimeRelease.project, { scene: false });
    const mismatches: unknown[] = [];
    // React reports a differing attribute on the console only.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // As main.tsx hydrates, and unmounted before the 3D renderer arrives: jsdom has no WebGL.
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <RuntimeApp release={runtimeRelease} registry={registry} />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    const calls = logged.mock.calls.map(String);
    logged.mockRestore();
    expect(mismatches).toEqual([]);
    expect(calls.filter((call) => /hydrat|match/i.test(call))).toEqual([]);
    expect(container.querySelector('[data-element-id="cfg-title"]')).toBe(title);
    act(() => root!.unmount());
    container.remove();
  });

  it('renders the box of a Canvas that holds nothing yet, as a new project has it', async () => {
    const document = template('product-landing-page.json') as {
      pages: Record<string, { children: string[]; elements: Record<string, unknown> }>;
    };
    const [page] = Object.values(document.pages);
    page!.elements['new-canvas'] = {
      id: 'new-canvas',
      type: 'element',
      elementType: 'Canvas',
      displayName: 'Canvas',
      name: 'Canvas',
      props: {},
      children: [],
      parent: null,
    };
    page!.children.push('new-canvas');
    const rendered = await renderRelease(inlined(document));
    expect(rendered?.hydrate).toBe(true);
    expect(rendered!.html).toMatch(/<div data-element-id="new-canvas"[^>]*><div[^>]*><style>/);
  });

  it('sends a long page in place, not as a hidden part that an inline script would have to reveal', async () => {
    const document = template('product-landing-page.json') as {
      pages: Record<string, { children: string[]; elements: Record<string, unknown> }>;
    };
    const [page] = Object.values(document.pages);
    for (let index = 0; index < 300; index++) {
      page!.elements[`long-${index}`] = {
        id: `long-${index}`,
        type: 'element',
        elementType: 'Text',
        displayName: 'Text',
        name: 'Text',
        props: {
          text: { type: 'static', content: `Paragraph ${index} of a long page about lamps and light.` },
        },
        children: [],
        parent: null,
      };
      page!.children.push(`long-${index}`);
    }
    const rendered = await renderRelease(inlined(document));
    expect(rendered!.html).toContain('Paragraph 299 of a long page');
    // Published pages allow no inline script (script-src 'self'): React's reveal script would never run.
    expect(rendered!.html).not.toContain('<script');
    expect(rendered!.html).not.toMatch(/<div hidden/);
  });

  it('renders nothing for a release with components the server does not render', async () => {
    const document = template('product-landing-page.json') as {
      pages: Record<string, { elements: Record<string, { elementType: string }> }>;
    };
    const [page] = Object.values(document.pages);
    Object.values(page!.elements).find((element) => element.elementType === 'Text')!.elementType = 'Tabs';
    expect(await renderRelease(inlined(document))).toBeNull();
    expect(await renderRelease({ projectId: 'p-1' })).toBeNull();
  });
});
