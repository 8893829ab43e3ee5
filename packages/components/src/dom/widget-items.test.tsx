// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ElementJson } from '../model/project-json.ts';
import { PageRenderer } from '../render/page-renderer.tsx';
import { preloadImplementations } from '../render/dom-implementations.ts';
import { el, fixed, project } from '../test/fixtures.ts';

afterEach(cleanup);

/** A widget with items: item{n} › [trigger{n} › text "Title n", content{n} › text "Body n"]. */
function widget(kind: 'Accordion' | 'Tabs', count: number): ElementJson[] {
  const elements: ElementJson[] = [];
  const items: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    items.push(`item${n}`);
    elements.push(
      el(`item${n}`, `${kind}Item`, { parent: 'w', children: [`trigger${n}`, `content${n}`] }),
      el(`trigger${n}`, `${kind}Trigger`, { parent: `item${n}`, children: [`title${n}`] }),
      el(`title${n}`, 'Text', { parent: `trigger${n}`, props: { text: fixed(`Title ${n}`) } }),
      el(`content${n}`, `${kind}Content`, { parent: `item${n}`, children: [`body${n}`] }),
      el(`body${n}`, 'Text', { parent: `content${n}`, props: { text: fixed(`Body ${n}`) } }),
    );
  }
  return [el('w', kind, { children: items }), ...elements];
}

// Widgets load on demand; these tests render them at once.
beforeAll(() => preloadImplementations());

describe('Accordion with items', () => {
  it('shows each item with its header; a click on a header opens its content', () => {
    render(<PageRenderer project={project(widget('Accordion', 2))} />);
    expect(screen.getByText('Title 1')).toBeTruthy();
    expect(screen.getByText('Title 2')).toBeTruthy();
    expect(screen.queryByText('Body 2')).toBeNull();
    fireEvent.click(screen.getByText('Title 2'));
    expect(screen.getByText('Body 2')).toBeTruthy();
    expect(screen.queryByText('Body 1')).toBeNull();
  });

  it('opens the item that holds the builder selection', () => {
    const doc = project(widget('Accordion', 2));
    const { rerender } = render(<PageRenderer project={doc} mode="edit" selectedElementIds={[]} />);
    expect(screen.queryByText('Body 2')).toBeNull();
    rerender(<PageRenderer project={doc} mode="edit" selectedElementIds={['body2']} />);
    expect(screen.getByText('Body 2')).toBeTruthy();
    // In the builder a click on a header selects it and does not toggle anything by itself.
    act(() => void rerender(<PageRenderer project={doc} mode="edit" selectedElementIds={['trigger1']} />));
    expect(screen.getByText('Body 1')).toBeTruthy();
  });

  it('reads the old shape: one section per plain child, titled by its name', () => {
    const doc = project([
      el('w', 'Accordion', { children: ['a', 'b'] }),
      el('a', 'Text', { parent: 'w', name: 'Shipping', props: { text: fixed('Ships in 2 days') } }),
      el('b', 'Text', { parent: 'w', name: 'Returns', props: { text: fixed('30 days') } }),
    ]);
    render(<PageRenderer project={doc} />);
    fireEvent.click(screen.getByText('Returns'));
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.queryByText('Ships in 2 days')).toBeNull();
  });
});

describe('Tabs with items', () => {
  it('lists the triggers and shows the first content, then the chosen one', () => {
    render(<PageRenderer project={project(widget('Tabs', 3))} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Title 1',
      'Title 2',
      'Title 3',
    ]);
    expect(screen.getByText('Body 1')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Title 3' }), { button: 0 });
    expect(screen.getByText('Body 3')).toBeTruthy();
    expect(screen.queryByText('Body 1')).toBeNull();
  });

  it('shows the tab that holds the builder selection', () => {
    const doc = project(widget('Tabs', 2));
    const { rerender } = render(<PageRenderer project={doc} mode="edit" selectedElementIds={[]} />);
    expect(screen.getByText('Body 1')).toBeTruthy();
    rerender(<PageRenderer project={doc} mode="edit" selectedElementIds={['title2']} />);
    expect(screen.getByText('Body 2')).toBeTruthy();
  });

  it('reads the old shape: one tab per plain child, labelled by its name', () => {
    const doc = project([
      el('w', 'Tabs', { children: ['a', 'b'] }),
      el('a', 'Text', { parent: 'w', name: 'Details', props: { text: fixed('Solid oak') } }),
      el('b', 'Text', { parent: 'w', name: 'Care', props: { text: fixed('Oil yearly') } }),
    ]);
    render(<PageRenderer project={doc} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Care']);
    expect(screen.getByText('Solid oak')).toBeTruthy();
  });
});
