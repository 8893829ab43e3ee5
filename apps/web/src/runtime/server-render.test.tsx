// @vitest-environment jsdom
// The server's render of a static page is the page the browser would draw: the same markup as the
// runtime's own render of the same release, the price it shows reported, and no render at all for a
// release that is not static.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { preparePage } from '@vitrine/components/page';
import { describe, expect, it } from 'vitest';
import { toRelease } from './read-release.ts';
import { RuntimeView } from './runtime-view.tsx';
import { renderStaticRelease } from './server-render.tsx';

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
    const rendered = await renderStaticRelease(release);
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

  it('renders nothing for a release with widgets, 3D or page logic', async () => {
    expect(await renderStaticRelease(inlined(template('3d-product-configurator.json')))).toBeNull();
    expect(await renderStaticRelease({ projectId: 'p-1' })).toBeNull();
  });
});
