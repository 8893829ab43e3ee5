// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bound, el, fixed, onClick, project } from '../test/fixtures.ts';
import type { Diagnostics } from './diagnostics.ts';
import { PageRenderer } from './page-renderer.tsx';

afterEach(cleanup);

const flush = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('PageRenderer', () => {
  it("resolves tokens in the page's chosen theme, and in 'default' when that theme is gone", () => {
    const styled = el('t1', 'Text', {
      props: { text: fixed('Themed') },
      styles: {
        color: { type: 'style', content: { type: 'token', group: 'colors', key: 'primary', value: '#000' } },
      },
    });
    const themes = {
      default: { colors: { primary: '#f97316' } },
      Dark: { colors: { primary: '#0ea5e9' } },
    };
    const dark = project([styled], { theme: 'Dark' }, { config: { themes } });
    const { rerender } = render(<PageRenderer project={dark} />);
    expect(screen.getByText('Themed').style.color).toBe('rgb(14, 165, 233)');
    const gone = project([styled], { theme: 'Gone' }, { config: { themes } });
    rerender(<PageRenderer project={gone} />);
    expect(screen.getByText('Themed').style.color).toBe('rgb(249, 115, 22)');
  });

  it('wraps a page in <main> unless a Flex of the page is its main landmark', () => {
    const text = el('t1', 'Text', { props: { text: fixed('Hello') } });
    const { container, rerender } = render(<PageRenderer project={project([text])} />);
    expect(container.querySelector('main > p')?.textContent).toBe('Hello');
    const landmarks = project([
      el('h', 'Flex', { props: { tag: fixed('header') } }),
      el('m', 'Flex', { props: { tag: fixed('main') } }),
    ]);
    rerender(<PageRenderer project={landmarks} />);
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(container.querySelector('main')?.getAttribute('data-element-id')).toBe('m');
    expect(container.querySelector('header')?.getAttribute('data-element-id')).toBe('h');
  });

  it('renders elements with data-element-id, data attributes, theme styles, css and visibility', () => {
    const doc = project([
      el('t1', 'Text', {
        props: { text: fixed('Hello'), css: fixed({ 'font-weight': 'bold' }) },
        dataAttributes: { testid: 'greeting' },
        styles: {
          color: {
            type: 'style',
            content: { type: 'token', group: 'colors', key: 'primary', value: '#000' },
          },
          padding: { type: 'style', content: { type: 'token', group: 'space', key: 'md', value: '1px' } },
          fontSize: { type: 'style', content: { type: 'unit', value: 2, unit: 'rem' } },
          display: { type: 'style', content: { type: 'keyword', value: 'block' } },
          background: { type: 'style', content: { type: 'color', value: 'rgb(1, 2, 3)' } },
        },
      }),
      el('t2', 'Text', { props: { text: fixed('Hidden'), visibility: fixed(false) } }),
    ]);
    render(<PageRenderer project={doc} />);
    const text = screen.getByText('Hello');
    expect(text.getAttribute('data-element-id')).toBe('t1');
    expect(text.getAttribute('data-testid')).toBe('greeting');
    expect(text.style.color).toBe('rgb(249, 115, 22)');
    expect(text.style.padding).toBe('12px');
    expect(text.style.fontSize).toBe('2rem');
    expect(text.style.background).toContain('rgb(1, 2, 3)');
    expect(text.style.fontWeight).toBe('bold');
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('evaluates bindings against page state and falls back when evaluation fails', async () => {
    const onDiagnostics = vi.fn<(diagnostics: Diagnostics) => void>();
    const doc = project(
      [
        el('a', 'Text', { props: { text: bound("'Hi ' + state.name") } }),
        el('b', 'Text', { props: { text: bound('missing.deep', 'Fallback text') } }),
        el('c', 'Text', { props: { text: bound('count * 2') } }),
      ],
      {
        stateDefinitions: {
          name: { type: 'string', defaultValue: 'Ada' },
          count: { type: 'number', defaultValue: 21 },
        },
      },
    );
    render(<PageRenderer project={doc} onDiagnostics={onDiagnostics} />);
    expect(screen.getByText('Hi Ada')).toBeTruthy();
    expect(screen.getByText('Fallback text')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    await flush();
    const last = onDiagnostics.mock.lastCall![0];
    expect(last.b?.[0]?.message).toContain("'missing' is not defined");
    expect(last.a).toBeUndefined();
  });

  it('repeats children with For (item and index) and shows children with Show', () => {
    const doc = project(
      [
        el('for', 'For', { props: { each: bound('state.colours') }, children: ['label'] }),
        el('label', 'Text', { parent: 'for', props: { text: bound("index + ': ' + item.name") } }),
        el('show', 'Show', { props: { when: bound('state.open') }, children: ['secret'] }),
        el('secret', 'Text', { parent: 'show', props: { text: fixed('Secret') } }),
        el('toggle', 'Button', {
          props: { label: fixed('Toggle') },
          eventInteractions: onClick({ type: 'toggleState', name: 'open' }),
        }),
      ],
      {
        stateDefinitions: {
          colours: { type: 'array', defaultValue: [{ name: 'Red' }, { name: 'Green' }, { name: 'Blue' }] },
          open: { type: 'boolean', defaultValue: false },
        },
      },
    );
    render(<PageRenderer project={doc} />);
    expect(screen.getByText('0: Red')).toBeTruthy();
    expect(screen.getByText('2: Blue')).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
    fireEvent.click(screen.getByText('Toggle'));
    expect(screen.getByText('Secret')).toBeTruthy();
    fireEvent.click(screen.getByText('Toggle'));
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('keeps the page rendering when one element throws, and reports it', async () => {
    const onDiagnostics = vi.fn<(diagnostics: Diagnostics) => void>();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = project([
      el('bad', 'TablerIcon', { props: { icon: fixed('no-such-icon-anywhere') } }),
      el('star', 'TablerIcon', { props: { icon: fixed('star') } }),
      el('good', 'Text', { props: { text: fixed('Still here') } }),
      el('odd', 'Text', { props: { text: fixed({ not: 'text' }) } }),
      el('unknown', 'NoSuchComponent'),
    ]);
    // The Tabler icon set loads lazily: render inside an awaited act so the suspension resolves.
    await act(async () => {
      render(<PageRenderer project={doc} onDiagnostics={onDiagnostics} />);
    });
    await waitFor(() => expect(document.querySelector('[data-element-id="star"] svg')).not.toBeNull());
    await waitFor(() =>
      expect(onDiagnostics.mock.lastCall?.[0].bad?.[0]?.message).toBe(
        'Unknown Tabler icon "no-such-icon-anywhere"',
      ),
    );
    expect(screen.getByText('Still here')).toBeTruthy();
    const last = onDiagnostics.mock.lastCall![0];
    expect(last.odd?.[0]?.message).toBe('Prop "text" must be text');
    expect(last.unknown?.[0]?.message).toBe('Unknown component "NoSuchComponent"');
    spy.mockRestore();
  });

  it('selects elements on click in edit mode without running interactions', () => {
    const onSelectElement = vi.fn();
    const doc = project(
      [
        el('b', 'Button', {
          props: { label: fixed('Go') },
          eventInteractions: onClick({ type: 'setState', name: 'n', value: 5 }),
        }),
        el('t', 'Text', { props: { text: bound('n') } }),
      ],
      { stateDefinitions: { n: { type: 'number', defaultValue: 1 } } },
    );
    render(
      <PageRenderer project={doc} mode="edit" onSelectElement={onSelectElement} selectedElementIds={['b']} />,
    );
    fireEvent.click(screen.getByText('Go'));
    expect(onSelectElement).toHaveBeenCalledWith('b', { additive: false });
    expect(screen.getByText('1')).toBeTruthy();
    expect(document.querySelector('[data-element-id="b"]')?.getAttribute('data-vitrine-outline')).toBe(
      'selected',
    );
    expect(document.querySelector('[data-element-id="t"]')?.hasAttribute('data-vitrine-outline')).toBe(false);
    expect(document.querySelector('style[data-vitrine-selection]')?.textContent).toContain(
      '[data-vitrine-outline=selected]',
    );
  });
});
