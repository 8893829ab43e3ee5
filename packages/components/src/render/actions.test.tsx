// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectJson } from '../model/project-json.ts';
import { bound, el, fixed, onClick, project } from '../test/fixtures.ts';
import type { Diagnostics } from './diagnostics.ts';
import { PageRenderer } from './page-renderer.tsx';
import { preloadImplementations } from './dom-implementations.ts';
import { useRuntimeState } from './use-runtime-state.ts';

afterEach(cleanup);

const button = (id: string, label: string, ...actions: unknown[]) =>
  el(id, 'Button', { props: { label: fixed(label) }, eventInteractions: onClick(...actions) });

const shop = (extra: Partial<ProjectJson> = {}) => ({
  attributes: {
    a1: {
      id: 'a1',
      label: 'Colour',
      slug: 'colour',
      default: 'o1',
      options: [
        { id: 'o1', parentId: 'a1', label: 'Red', slug: 'red' },
        { id: 'o2', parentId: 'a1', label: 'Gold', slug: 'gold' },
      ],
    },
  },
  priceOptions: {
    o1: [
      { currencyCode: 'INR', value: 100000 },
      { currencyCode: 'USD', value: 1200 },
    ],
    o2: [
      { currencyCode: 'INR', value: 1234567.5 },
      { currencyCode: 'USD', value: 15000.25 },
    ],
  },
  ...extra,
});

// Widgets load on demand; these tests render them at once.
beforeAll(() => preloadImplementations());

describe('event actions', () => {
  it('addToCart hands the configured product to the host', () => {
    const onAddToCart = vi.fn();
    const doc = project(
      [
        button('b1', 'Gold', { type: 'selectAttributeOption', attributeId: 'colour', optionId: 'gold' }),
        button('b2', 'Buy', {
          type: 'addToCart',
          productId: 'chair',
          name: 'Chair',
          quantity: 2,
          basePrice: 10,
        }),
        button('b3', 'Broken', { type: 'addToCart', productId: ' ' }),
      ],
      {},
      { ...shop(), currency: 'USD' },
    );
    const diagnostics: Diagnostics[] = [];
    render(
      <PageRenderer
        project={doc}
        onAddToCart={onAddToCart}
        onDiagnostics={(value) => diagnostics.push(value)}
      />,
    );
    fireEvent.click(screen.getByText('Gold'));
    fireEvent.click(screen.getByText('Buy'));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: 'chair',
      name: 'Chair',
      quantity: 2,
      unitPrice: 15010.25,
      currency: 'USD',
      options: [{ attribute: 'colour', attributeLabel: 'Colour', option: 'gold', optionLabel: 'Gold' }],
    });
    fireEvent.click(screen.getByText('Broken'));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('setState with a value and with an expression', () => {
    const doc = project(
      [
        el('t', 'Text', { props: { text: bound("'count ' + count") } }),
        button('b1', 'Set', { type: 'setState', name: 'count', value: 7 }),
        button('b2', 'Add', { type: 'setState', name: 'count', expression: 'count + 10' }),
      ],
      { stateDefinitions: { count: { type: 'number', defaultValue: 1 } } },
    );
    render(<PageRenderer project={doc} />);
    expect(screen.getByText('count 1')).toBeTruthy();
    fireEvent.click(screen.getByText('Set'));
    expect(screen.getByText('count 7')).toBeTruthy();
    fireEvent.click(screen.getByText('Add'));
    expect(screen.getByText('count 17')).toBeTruthy();
  });

  it('goToPage renders the other page, or asks the host when it navigates', () => {
    const doc = project([button('b', 'Next', { type: 'goToPage', pageId: 'p2' })]);
    doc.pages!.p2 = {
      id: 'p2',
      label: 'Two',
      children: ['t2'],
      elements: { t2: el('t2', 'Text', { props: { text: fixed('Second page') } }) },
    };
    render(<PageRenderer project={doc} pageId="p1" />);
    fireEvent.click(screen.getByText('Next'));
    expect(screen.getByText('Second page')).toBeTruthy();
    cleanup();
    const onNavigate = vi.fn();
    render(<PageRenderer project={doc} pageId="p1" onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('Next'));
    expect(onNavigate).toHaveBeenCalledWith('p2');
  });

  it('openUrl opens safe URLs and refuses javascript: ones', async () => {
    const onOpenUrl = vi.fn();
    const onDiagnostics = vi.fn<(diagnostics: Diagnostics) => void>();
    const doc = project([
      button('ok', 'Docs', { type: 'openUrl', url: 'https://example.com/docs', newTab: true }),
      button('bad', 'Evil', { type: 'openUrl', url: 'javascript:alert(1)' }),
    ]);
    render(<PageRenderer project={doc} onOpenUrl={onOpenUrl} onDiagnostics={onDiagnostics} />);
    fireEvent.click(screen.getByText('Docs'));
    fireEvent.click(screen.getByText('Evil'));
    expect(onOpenUrl).toHaveBeenCalledTimes(1);
    expect(onOpenUrl).toHaveBeenCalledWith('https://example.com/docs', true);
    await act(async () => {});
    expect(onDiagnostics.mock.lastCall![0].bad?.[0]?.message).toContain('Refused to open');
  });

  it.each([
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\x01javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
  ])('openUrl refuses %j, as the browser would read it', (url) => {
    const onOpenUrl = vi.fn();
    render(
      <PageRenderer project={project([button('b', 'Go', { type: 'openUrl', url })])} onOpenUrl={onOpenUrl} />,
    );
    fireEvent.click(screen.getByText('Go'));
    expect(onOpenUrl).not.toHaveBeenCalled();
  });

  it('openUrl opens the URL without the tabs and newlines the browser drops', () => {
    const onOpenUrl = vi.fn();
    const url = ' https://example.com/\tdocs ';
    render(
      <PageRenderer project={project([button('b', 'Go', { type: 'openUrl', url })])} onOpenUrl={onOpenUrl} />,
    );
    fireEvent.click(screen.getByText('Go'));
    expect(onOpenUrl).toHaveBeenCalledWith('https://example.com/docs', false);
  });

  it('selectAttributeOption and setCurrency update TotalPrice and CurrencyLabel (lakh grouping for INR)', () => {
    const doc = project(
      [
        el('total', 'TotalPrice'),
        el('label', 'CurrencyLabel', { props: { display: fixed('both') } }),
        el('sel', 'Text', { props: { text: bound('attributes.colour.selectedLabel') } }),
        button('gold', 'Gold', { type: 'selectAttributeOption', attributeId: 'colour', optionId: 'gold' }),
        button('usd', 'USD', { type: 'setCurrency', currencyCode: 'USD' }),
      ],
      {},
      shop(),
    );
    render(<PageRenderer project={doc} />);
    expect(screen.getByText('₹1,00,000.00')).toBeTruthy();
    expect(screen.getByText('₹ INR')).toBeTruthy();
    expect(screen.getByText('Red')).toBeTruthy();
    fireEvent.click(screen.getByText('Gold'));
    expect(screen.getByText('₹12,34,567.50')).toBeTruthy();
    expect(screen.getByText('Gold', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByText('USD'));
    expect(screen.getByText('$15,000.25')).toBeTruthy();
    expect(screen.getByText('$ USD')).toBeTruthy();
  });

  it('selectVariant switches the shown ComponentVariant item', () => {
    const doc = project([
      el('v', 'ComponentVariant', { children: ['i1', 'i2'] }),
      el('i1', 'ComponentVariantItem', {
        parent: 'v',
        props: { itemName: fixed('small') },
        children: ['t1'],
      }),
      el('t1', 'Text', { parent: 'i1', props: { text: fixed('Small view') } }),
      el('i2', 'ComponentVariantItem', {
        parent: 'v',
        props: { itemName: fixed('large') },
        children: ['t2'],
      }),
      el('t2', 'Text', { parent: 'i2', props: { text: fixed('Large view') } }),
      button('b', 'Large', { type: 'selectVariant', elementId: 'v', item: 'large' }),
    ]);
    render(<PageRenderer project={doc} />);
    expect(screen.getByText('Small view')).toBeTruthy();
    expect(screen.queryByText('Large view')).toBeNull();
    fireEvent.click(screen.getByText('Large'));
    expect(screen.getByText('Large view')).toBeTruthy();
    expect(screen.queryByText('Small view')).toBeNull();
  });

  it('focusPointOfInterest sets the focused point, again on each request', () => {
    const doc = project([el('poi', 'PointOfInterest')]);
    const { result } = renderHook(() =>
      useRuntimeState({
        project: doc,
        page: doc.pages!.p1!,
        goToPage: () => {},
        openUrl: () => {},
        addToCart: () => {},
      }),
    );
    expect(result.current.focus).toBeNull();
    act(() => result.current.actions.focusPointOfInterest('poi'));
    expect(result.current.focus).toEqual({ elementId: 'poi', nonce: 1 });
    act(() => result.current.actions.focusPointOfInterest('poi'));
    expect(result.current.focus).toEqual({ elementId: 'poi', nonce: 2 });
  });

  it('skips inactive interactions and runs other events than onClick', () => {
    const doc = project(
      [
        el('t', 'Text', { props: { text: bound("'v=' + v") } }),
        el('b', 'Button', {
          props: { label: fixed('Press') },
          eventInteractions: {
            off: {
              type: 'event',
              content: {
                event: { type: 'onClick' },
                isActive: false,
                actions: [{ type: 'setState', name: 'v', value: 'off' }],
              },
            },
          },
        }),
        el('in', 'Input', {
          props: { placeholder: fixed('Type') },
          eventInteractions: {
            change: {
              type: 'event',
              content: {
                event: { type: 'onChange' },
                isActive: true,
                actions: [{ type: 'setState', name: 'v', expression: 'event.value' }],
              },
            },
          },
        }),
      ],
      { stateDefinitions: { v: { type: 'string', defaultValue: 'start' } } },
    );
    render(<PageRenderer project={doc} />);
    fireEvent.click(screen.getByText('Press'));
    expect(screen.getByText('v=start')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Type'), { target: { value: 'typed' } });
    expect(screen.getByText('v=typed')).toBeTruthy();
  });
});
