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

  it('links and images in Markdown follow the URL rule of every link (url-safety.ts)', () => {
    const markdown = [
      '<a id="tab" href="java&#x09;script:alert(1)">tab</a>',
      '<a id="newline" href="java&#x0A;script:alert(1)">newline</a>',
      '<a id="control" href="&#x01;javascript:alert(1)">control</a>',
      '<a id="data" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<a id="vbscript" href="vbscript:msgbox(1)">vbscript</a>',
      '<a id="ftp" href="ftp://example.com/f">ftp</a>',
      '[docs](https://example.com/docs) [top](#top) [next](./next) [mail](mailto:a@example.com)',
      '<img id="png" src="data:image/png;base64,iVBORw0KGgo="> <img id="file" src="/files/a/b.png">',
      '<img id="bad-image" src="java&#x0D;script:alert(1)">',
    ].join('\n\n');
    const { container } = render(
      <PageRenderer project={project([el('m', 'Markdown', { props: { markdown: fixed(markdown) } })])} />,
    );
    const root = container.querySelector('[data-element-id="m"]')!;
    for (const id of ['tab', 'newline', 'control', 'data', 'vbscript', 'ftp'])
      expect(root.querySelector(`#${id}`)?.hasAttribute('href'), id).toBe(false);
    expect([...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/docs',
      '#top',
      './next',
      'mailto:a@example.com',
    ]);
    expect(root.querySelector('#png')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(root.querySelector('#file')?.getAttribute('src')).toBe('/files/a/b.png');
    expect(root.querySelector('#bad-image')?.hasAttribute('src')).toBe(false);
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

  it('links and images in Svg follow the same URL rule', () => {
    const markup =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
      '<a id="bad" xlink:href="java&#x0A;script:alert(1)"><rect width="1" height="1"/></a>' +
      '<a id="good" href="https://example.com"><rect width="1" height="1"/></a>' +
      '<image id="png" href="data:image/png;base64,iVBORw0KGgo="/></svg>';
    const { container } = render(
      <PageRenderer project={project([el('s', 'Svg', { props: { markup: fixed(markup) } })])} />,
    );
    const root = container.querySelector('[data-element-id="s"]')!;
    expect(root.querySelector('#bad')?.hasAttribute('xlink:href')).toBe(false);
    expect(root.querySelector('#good')?.getAttribute('href')).toBe('https://example.com');
    expect(root.querySelector('#png')?.getAttribute('href')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
