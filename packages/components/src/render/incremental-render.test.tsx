// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementJson, ProjectJson } from '../model/project-json.ts';
import { registry } from '../registry/registry.ts';
import { el, fixed, project } from '../test/fixtures.ts';
import { PageRenderer } from './page-renderer.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** `doc` with one element replaced, sharing every other object (as the preview's replica does). */
function withElement(doc: ProjectJson, element: ElementJson): ProjectJson {
  const page = doc.pages!.p1!;
  return {
    ...doc,
    pages: { ...doc.pages, p1: { ...page, elements: { ...page.elements, [element.id]: element } } },
  };
}

function start() {
  const doc = project([
    el('row', 'Flex', { children: ['a', 'b'] }),
    el('a', 'Text', { parent: 'row', props: { text: fixed('First') } }),
    el('b', 'Text', { parent: 'row', props: { text: fixed('Second') } }),
    el('c', 'Text', { props: { text: fixed('Third') } }),
  ]);
  const view = render(<PageRenderer project={doc} mode="edit" />);
  // Every element node looks its component up once per render.
  const renders = vi.spyOn(registry, 'get');
  return { doc, view, renders };
}

const rendered = (spy: ReturnType<typeof start>['renders']) => spy.mock.calls.map(([name]) => name);

describe('PageRenderer with a structurally shared document', () => {
  it('re-renders only the edited element when an element outside any container changes', () => {
    const { doc, view, renders } = start();
    const c = doc.pages!.p1!.elements!.c!;
    act(() =>
      view.rerender(
        <PageRenderer project={withElement(doc, { ...c, props: { text: fixed('Renamed') } })} mode="edit" />,
      ),
    );
    expect(screen.getByText('Renamed')).toBeTruthy();
    expect(screen.getByText('First')).toBeTruthy();
    expect(rendered(renders)).toEqual(['Text']);
  });

  it('re-renders the edited element and its parent, not their siblings', () => {
    const { doc, view, renders } = start();
    const a = doc.pages!.p1!.elements!.a!;
    act(() =>
      view.rerender(
        <PageRenderer project={withElement(doc, { ...a, props: { text: fixed('Renamed') } })} mode="edit" />,
      ),
    );
    expect(screen.getByText('Renamed')).toBeTruthy();
    expect(rendered(renders).sort()).toEqual(['Flex', 'Text']);
  });

  it('follows a move between parents', () => {
    const { doc, view } = start();
    const elements = doc.pages!.p1!.elements!;
    let next = withElement(doc, { ...elements.row!, children: ['b'] });
    next = { ...next, pages: { p1: { ...next.pages!.p1!, children: ['a', 'row', 'c'] } } };
    next = withElement(next, { ...elements.a!, parent: null });
    act(() => view.rerender(<PageRenderer project={next} mode="edit" />));
    const order = [...view.container.querySelectorAll('[data-element-id]')].map((node) =>
      node.getAttribute('data-element-id'),
    );
    expect(order).toEqual(['a', 'row', 'b', 'c']);
  });

  it('wakes only the named elements when the element map is updated in place', () => {
    const { doc, view, renders } = start();
    const elements = doc.pages!.p1!.elements!;
    elements.a = { ...elements.a!, props: { text: fixed('Renamed') } };
    const next = { ...doc, pages: { p1: { ...doc.pages!.p1! } } };
    act(() => view.rerender(<PageRenderer project={next} changedElements={new Set(['a'])} mode="edit" />));
    expect(screen.getByText('Renamed')).toBeTruthy();
    // The Flex hears of its child too (it hands its children's elements to its implementation).
    expect(rendered(renders).sort()).toEqual(['Flex', 'Text']);
  });

  it('checks every element when it is not told which changed', () => {
    const { doc, view, renders } = start();
    const elements = doc.pages!.p1!.elements!;
    elements.c = { ...elements.c!, props: { text: fixed('Renamed') } };
    const next = { ...doc, pages: { p1: { ...doc.pages!.p1! } } };
    act(() => view.rerender(<PageRenderer project={next} mode="edit" />));
    expect(screen.getByText('Renamed')).toBeTruthy();
    expect(rendered(renders)).toEqual(['Text']);
  });
});
