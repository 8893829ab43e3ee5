// @vitest-environment jsdom
// Anchor's href and the src of Image and Icon follow safeUrl (@vitrine/core's url-safety.ts).
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadImplementations } from '../render/dom-implementations.ts';
import { PageRenderer } from '../render/page-renderer.tsx';
import { el, fixed, project } from '../test/fixtures.ts';

afterEach(cleanup);
beforeAll(() => preloadImplementations());

const REFUSED = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\x01javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
];

function rendered(elementType: string, props: Record<string, string>) {
  const entries = Object.entries(props).map(([name, value]) => [name, fixed(value)]);
  const { container } = render(
    <PageRenderer project={project([el('x', elementType, { props: Object.fromEntries(entries) })])} />,
  );
  return container.querySelector('[data-element-id="x"]')!;
}

describe('URLs in element props', () => {
  it.each(REFUSED)('renders an Anchor to %j without an href', (href) => {
    const anchor = rendered('Anchor', { href, text: 'Go' });
    expect(anchor.tagName).toBe('A');
    expect(anchor.hasAttribute('href')).toBe(false);
    expect(anchor.textContent).toBe('Go');
  });

  it('keeps http(s), mailto, tel and relative links, as the browser would read them', () => {
    for (const href of [
      'https://example.com/a',
      'mailto:a@example.com',
      'tel:+1555',
      '#buy',
      '/p/x',
      './next',
    ])
      expect(rendered('Anchor', { href }).getAttribute('href')).toBe(href);
    cleanup();
    expect(rendered('Anchor', { href: ' https://exa\tmple.com ' }).getAttribute('href')).toBe(
      'https://example.com',
    );
  });

  it.each(REFUSED)('renders an Image or an Icon of %j as their placeholder', (src) => {
    const image = rendered('Image', { src });
    expect(image.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(image.classList.contains('vitrine-image-placeholder')).toBe(true);
    cleanup();
    const icon = rendered('Icon', { src });
    expect(icon.tagName).toBe('SPAN');
    expect(icon.classList.contains('vitrine-placeholder')).toBe(true);
  });

  it('keeps library files, http(s) and data: images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    for (const src of ['/files/abc/shoe.png', 'https://cdn.example.com/a.jpg', png]) {
      expect(rendered('Image', { src }).getAttribute('src')).toBe(src);
      expect(rendered('Image', { src }).hasAttribute('class')).toBe(false);
      cleanup();
      cleanup();
      expect(rendered('Icon', { src }).getAttribute('src')).toBe(src);
      cleanup();
    }
  });
});

describe('links to pages (page:<pageId>)', () => {
  const twoPages = () => {
    const json = project([el('x', 'Anchor', { props: { href: fixed('page:about'), text: fixed('About') } })]);
    json.pages!.about = { id: 'about', order: 1, slug: 'our-story', children: [], elements: {} } as never;
    return json;
  };

  it("points at the page's published URL when the renderer knows page URLs", () => {
    const { container } = render(
      <PageRenderer
        project={twoPages()}
        pageHref={(pageId) => (pageId === 'about' ? '/p/s/our-story' : null)}
      />,
    );
    expect(container.querySelector('[data-element-id="x"]')!.getAttribute('href')).toBe('/p/s/our-story');
  });

  it('switches page in place where pages have no URL (the preview)', () => {
    const navigated: string[] = [];
    const { container } = render(
      <PageRenderer project={twoPages()} mode="live" onNavigate={(pageId) => navigated.push(pageId)} />,
    );
    const anchor = container.querySelector('[data-element-id="x"]') as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('#');
    anchor.click();
    expect(navigated).toEqual(['about']);
  });
});
