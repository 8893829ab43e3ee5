// @vitest-environment jsdom
import { readPage, type Page } from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createElementActions } from '../../actions/element-actions.ts';
import { SessionProvider } from '../../state/session.tsx';
import { PropertyPanel } from '../property-panel.tsx';
import { testSession } from '../test-session.ts';

afterEach(cleanup);

/** The page's tree as nested [elementType name [children]] from one element. */
function shape(page: Page, id: string): unknown {
  const element = page.elements[id]!;
  const text = element.props.text?.type === 'static' ? `"${String(element.props.text.content)}"` : '';
  return [
    `${element.elementType} ${element.name}${text ? ` ${text}` : ''}`,
    ...element.children.map((child) => shape(page, child)),
  ];
}

describe('Accordion items', () => {
  it('a new Accordion has two items with a header and a content slot', () => {
    const setup = testSession();
    const actions = createElementActions(setup.session);
    expect(actions.insert('Accordion', null)).toBe(true);
    const page = readPage(setup.doc, setup.pageId);
    expect(shape(page, page.children[0]!)).toEqual([
      'Accordion Accordion',
      [
        'AccordionItem Item 1',
        ['AccordionTrigger Accordion header', ['Text Text "Item 1"']],
        ['AccordionContent Accordion content', ['Text Text "Content of item 1"']],
      ],
      [
        'AccordionItem Item 2',
        ['AccordionTrigger Accordion header', ['Text Text "Item 2"']],
        ['AccordionContent Accordion content', ['Text Text "Content of item 2"']],
      ],
    ]);
    // From the outliner's insert menu an item is numbered after its siblings.
    const accordion = page.children[0]!;
    actions.insert('AccordionItem', accordion);
    const after = readPage(setup.doc, setup.pageId);
    const third = after.elements[after.elements[accordion]!.children[2]!]!;
    expect(third.name).toBe('Item 3');
    expect(third.children.map((id) => after.elements[id]!.elementType)).toEqual([
      'AccordionTrigger',
      'AccordionContent',
    ]);
  });

  it('lists the items in the property panel, adds, selects and removes them', () => {
    const setup = testSession();
    const actions = createElementActions(setup.session);
    actions.insert('Tabs', null);
    const tabs = readPage(setup.doc, setup.pageId).children[0]!;
    act(() => setup.store.getState().selectOnly([tabs]));
    render(
      <SessionProvider value={setup.session}>
        <PropertyPanel />
      </SessionProvider>,
    );
    const section = within(screen.getByTestId('widget-items'));
    const labels = () => section.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels()).toEqual(['Item 1', 'Item 2']);
    fireEvent.click(section.getByRole('button', { name: 'Add item' }));
    const page = readPage(setup.doc, setup.pageId);
    const third = page.elements[tabs]!.children[2]!;
    expect(page.elements[third]!.elementType).toBe('TabsItem');
    // The new item is selected; the panel still lists its widget's items.
    expect(setup.store.getState().selectedIds).toEqual([third]);
    const items = within(screen.getByTestId('widget-items'));
    expect(items.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
    ]);
    fireEvent.click(items.getByRole('button', { name: 'Item 1' }));
    expect(setup.store.getState().selectedIds).toEqual([page.elements[tabs]!.children[0]]);
    fireEvent.click(items.getByRole('button', { name: 'Remove item Item 2' }));
    const left = readPage(setup.doc, setup.pageId);
    expect(left.elements[tabs]!.children.map((id) => left.elements[id]!.name)).toEqual(['Item 1', 'Item 3']);
  });
});
