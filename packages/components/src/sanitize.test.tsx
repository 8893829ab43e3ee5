// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer } from './render/page-renderer.tsx';
import { preloadImplementations } from './render/dom-implementations.ts';
import { el, fixed, project } from './test/fixtures.ts';

afterEach(cleanup);

const hostileMarkdown = [
  '# Title',
  '<script>window.hacked = 1</script>',
  '<img src="x" onerror="window.hacked = 1">',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">raw</a>',
  '<iframe src="https://example.com"></iframe>',
  '<div onclick="alert(1)">div</div>',
].join('\n\n');

const hostileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>' +
  '<a href="javascript:alert(1)"><circle cx="5" cy="5" r="4" onclick="alert(1)"/></a>' +
  '<foreignObject><div>html</div></foreignObject><rect width="2" height="2"/></svg>';

function expectClean(root: Element) {
  expect(root.querySelector('script, iframe, foreignObject')).toBeNull();
  for (const node of root.querySelectorAll('*')) {
    for (const attribute of node.attributes) {
      expect(attribute.name.startsWith('on'), `${node.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.value.toLowerCase()).not.toContain('javascript:');
    }
  }
}

// Widgets load on demand; these tests render them at once.
beforeAll(() => preloadImplementations());

describe('sanitising', () => {
  it('renders Markdown without scripts, handlers or javascript: links', () => {
    const { container } = render(
      <PageRenderer
        project={project([el('m', 'Markdown', { props: { markdown: fixed(hostileMarkdown) } })])}
      />,
    );
    const root = container.querySelector('[data-element-id="m"]')!;
    expect(root.querySelector('h1')?.textContent).toBe('Title');
    expect(root.textContent).toContain('click');
    expectClean(root);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders Svg without scripts, handlers, foreignObject or javascript: links', () => {
    const { container } = render(
      <PageRenderer project={project([el('s', 'Svg', { props: { markup: fixed(hostileSvg) } })])} />,
    );
    const root = container.querySelector('[data-element-id="s"]')!;
    expect(root.querySelector('svg rect')).not.toBeNull();
    expect(root.querySelector('circle')).not.toBeNull();
    expectClean(root);
  });
});
