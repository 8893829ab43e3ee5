// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { el, fixed, project } from '../test/fixtures.ts';
import { PageRenderer } from './page-renderer.tsx';

afterEach(cleanup);

const keyword = (value: string) => ({ type: 'style' as const, content: { type: 'keyword' as const, value } });

describe('breakpoint styles in a rendered page', () => {
  it('keeps the base inline and writes the breakpoint value as an important page rule', () => {
    const doc = project([
      el('t1', 'Text', {
        props: { text: fixed('Hello') },
        styles: { color: keyword('red'), fontSize: keyword('40px') },
        breakpointStyles: { 'tablet:fontSize': keyword('20px') },
      }),
    ]);
    const { container } = render(<PageRenderer project={doc} />);
    const text = screen.getByText('Hello');
    expect(text.style.color).toBe('red');
    expect(text.style.fontSize).toBe('40px');
    expect(container.querySelector('style[data-vitrine-breakpoints]')?.textContent).toBe(
      '@media (max-width: 991px) {\n  [data-element-id="t1"] { font-size: 20px !important; }\n}',
    );
  });

  it('renders a page older than breakpoints as before: inline styles, no breakpoint rules', () => {
    const doc = project([
      el('t1', 'Text', { props: { text: fixed('Hello') }, styles: { fontSize: keyword('40px') } }),
    ]);
    const { container } = render(<PageRenderer project={doc} />);
    expect(screen.getByText('Hello').style.fontSize).toBe('40px');
    expect(container.querySelector('style[data-vitrine-breakpoints]')).toBeNull();
  });
});

describe('breakpoint styles of a live document', () => {
  it('follows a value set in an elements map updated in place', () => {
    const doc = project([el('t1', 'Text', { props: { text: fixed('Hello') } })]);
    const { container, rerender } = render(<PageRenderer project={doc} />);
    const page = Object.values(doc.pages!)[0]!;
    page.elements!.t1 = { ...page.elements!.t1!, breakpointStyles: { 'tablet:fontSize': keyword('20px') } };
    rerender(<PageRenderer project={{ ...doc }} changedElements={new Set(['t1'])} />);
    expect(container.querySelector('style[data-vitrine-breakpoints]')?.textContent).toContain(
      'font-size: 20px !important',
    );
  });
});
