// @vitest-environment jsdom
import {
  addAttribute,
  addAttributeOption,
  addPage,
  addPageState,
  readElement,
  readProject,
  type EventInteraction,
} from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../state/session.tsx';
import { PropertyPanel } from '../property-panel.tsx';
import { testSession } from '../test-session.ts';

afterEach(cleanup);

/** A Button with one onClick interaction holding one new action of `type`. */
function buttonWithAction(type: string, prepare?: (setup: ReturnType<typeof testSession>) => void) {
  const setup = testSession();
  prepare?.(setup);
  const id = setup.insert('Button');
  act(() => setup.store.getState().selectOnly([id]));
  render(
    <SessionProvider value={setup.session}>
      <PropertyPanel />
    </SessionProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Event interactions' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add interaction' }));
  const section = screen.getByTestId('event-interactions');
  fireEvent.click(within(section).getByRole('button', { name: 'Add action' }));
  fireEvent.change(within(section).getByLabelText('Action'), { target: { value: type } });
  const actions = () =>
    (Object.values(readElement(setup.doc, setup.pageId, id).eventInteractions) as EventInteraction[])[0]!
      .content.actions;
  return { setup, section: within(section), actions };
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

const commit = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('event action editors', () => {
  it('go to page: picks one of the project pages by label', () => {
    let other = '';
    const { section, actions } = buttonWithAction('goToPage', ({ doc }) => {
      other = addPage(doc, { label: 'Checkout' });
    });
    expect(section.getByTestId('action-incomplete')).toBeTruthy();
    const page = section.getByLabelText('Page');
    expect(optionTexts(page)).toEqual(['Choose a page…', 'Page 1', 'Checkout']);
    fireEvent.change(page, { target: { value: other } });
    expect(actions()).toEqual([{ type: 'goToPage', pageId: other }]);
    expect(section.queryByTestId('action-incomplete')).toBeNull();
  });

  it('open URL: refuses unsafe and malformed URLs, stores a valid one', () => {
    const { section, actions } = buttonWithAction('openUrl');
    const url = section.getByLabelText('URL');
    commit(url, 'javascript:alert(1)');
    expect(section.getByRole('alert').textContent).toMatch(/Only http\(s\)/);
    expect(actions()).toEqual([{ type: 'openUrl', url: '', newTab: false }]);
    commit(url, 'https://');
    expect(section.getByRole('alert').textContent).toBe('This is not a valid URL');
    commit(url, 'https://shop.example.com/cart');
    expect(section.queryByRole('alert')).toBeNull();
    fireEvent.click(section.getByLabelText('Open in a new tab'));
    expect(actions()).toEqual([{ type: 'openUrl', url: 'https://shop.example.com/cart', newTab: true }]);
  });

  it("set state: a state picker, then a value input of the state's type or an expression", () => {
    const { section, actions } = buttonWithAction('setState', ({ doc, pageId }) => {
      addPageState(doc, { pageId, name: 'count', type: 'number', defaultValue: 3 });
      addPageState(doc, { pageId, name: 'open', type: 'boolean' });
    });
    const state = section.getByLabelText('State');
    expect(optionTexts(state)).toEqual(['Choose a state…', 'count (number)', 'open (boolean)']);
    fireEvent.change(state, { target: { value: 'count' } });
    expect(actions()).toEqual([{ type: 'setState', name: 'count', value: 3 }]);
    const value = section.getByLabelText('Value') as HTMLInputElement;
    expect(value.type).toBe('number');
    commit(value, 'abc');
    expect(section.getByRole('alert').textContent).toBe('Enter a number');
    commit(value, '12');
    expect(actions()).toEqual([{ type: 'setState', name: 'count', value: 12 }]);
    fireEvent.change(section.getByLabelText('Set to'), { target: { value: 'expression' } });
    commit(section.getByLabelText('Expression'), 'count + 1');
    expect(actions()).toEqual([{ type: 'setState', name: 'count', expression: 'count + 1' }]);
    fireEvent.change(state, { target: { value: 'open' } });
    fireEvent.change(section.getByLabelText('Value'), { target: { value: 'true' } });
    expect(actions()).toEqual([{ type: 'setState', name: 'open', value: true }]);
  });

  it('select attribute option: the attribute, then one of its options', () => {
    const { setup, section, actions } = buttonWithAction('selectAttributeOption', ({ doc }) => {
      const attributeId = addAttribute(doc, { label: 'Colour' });
      addAttributeOption(doc, { attributeId, label: 'Red' });
      addAttributeOption(doc, { attributeId, label: 'Gold' });
    });
    const attribute = Object.values(readProject(setup.doc).attributes)[0]!;
    fireEvent.change(section.getByLabelText('Attribute'), { target: { value: attribute.id } });
    const option = section.getByLabelText('Option');
    expect(optionTexts(option)).toEqual(['Choose an option…', 'Red', 'Gold']);
    fireEvent.change(option, { target: { value: attribute.options[1]!.id } });
    expect(actions()).toEqual([
      { type: 'selectAttributeOption', attributeId: attribute.id, optionId: attribute.options[1]!.id },
    ]);
  });

  it('add to cart: product id required, whole quantities, optional base price', () => {
    const { section, actions } = buttonWithAction('addToCart');
    commit(section.getByLabelText('Product id'), '  ');
    expect(section.getByRole('alert').textContent).toBe('Enter the product id');
    commit(section.getByLabelText('Product id'), 'chair-01');
    commit(section.getByLabelText('Product name'), 'Lounge chair');
    commit(section.getByLabelText('Quantity'), '0');
    expect(section.getByRole('alert').textContent).toBe('Enter a whole number of at least 1');
    commit(section.getByLabelText('Quantity'), '2');
    commit(section.getByLabelText('Base price'), '499.5');
    expect(actions()).toEqual([
      { type: 'addToCart', productId: 'chair-01', name: 'Lounge chair', quantity: 2, basePrice: 499.5 },
    ]);
    commit(section.getByLabelText('Base price'), '');
    expect(actions()).toEqual([
      { type: 'addToCart', productId: 'chair-01', name: 'Lounge chair', quantity: 2 },
    ]);
  });

  it('set currency offers the project currencies', () => {
    const { section, actions } = buttonWithAction('setCurrency');
    const currency = section.getByLabelText('Currency');
    expect(optionTexts(currency)[0]).toBe('Choose a currency…');
    expect(optionTexts(currency)).toContain('INR');
    fireEvent.change(currency, { target: { value: 'INR' } });
    expect(actions()).toEqual([{ type: 'setCurrency', currencyCode: 'INR' }]);
  });
});
