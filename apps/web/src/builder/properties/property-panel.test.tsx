// @vitest-environment jsdom
import { readElement } from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../state/session.tsx';
import { PropertyPanel } from './property-panel.tsx';
import { testSession } from './test-session.ts';

afterEach(cleanup);

function renderPanel(readOnly = false) {
  const setup = testSession({ readOnly });
  const id = setup.insert('Text');
  act(() => setup.store.getState().selectOnly([id]));
  render(
    <SessionProvider value={setup.session}>
      <PropertyPanel />
    </SessionProvider>,
  );
  return { ...setup, id };
}

function openFolder(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Two Texts, the first selected, with the Spacing folder open. */
function renderTwoTexts() {
  const setup = renderPanel();
  let other = '';
  act(() => {
    other = setup.insert('Text');
  });
  act(() => setup.store.getState().selectOnly([setup.id]));
  openFolder('Spacing');
  return { ...setup, other };
}

const padding = () =>
  within(screen.getByTestId('style-padding')).getByLabelText('Padding') as HTMLInputElement;

describe('PropertyPanel', () => {
  it('shows folders collapsed by default and controls generated from the registry', () => {
    renderPanel();
    expect(screen.queryByLabelText('Text')).toBeNull();
    openFolder('General');
    expect(screen.getByLabelText('Text')).toBeTruthy();
    expect(screen.getByLabelText('Tag')).toBeTruthy();
  });

  it('changes a prop on Enter as one undo step, and marks set props', () => {
    const { doc, pageId, id, history } = renderPanel();
    openFolder('General');
    const row = screen.getByTestId('prop-text');
    const input = within(row).getByLabelText('Text') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(readElement(doc, pageId, id).props.text).toEqual({ type: 'static', content: 'Hello' });
    expect(row.dataset.unset).toBeUndefined();
    act(() => void history.undo());
    expect(readElement(doc, pageId, id).props.text).toEqual({ type: 'static', content: 'Text' });
  });

  it('binds a dynamic prop keeping its value as fallback, then unbinds back to static', () => {
    const { doc, pageId, id } = renderPanel();
    openFolder('General');
    const row = screen.getByTestId('prop-text');
    fireEvent.click(within(row).getByRole('button', { name: 'Bind to an expression' }));
    expect(readElement(doc, pageId, id).props.text).toEqual({
      type: 'binding',
      content: '',
      fallback: 'Text',
    });
    const expression = within(row).getByLabelText('Text Expression');
    fireEvent.change(expression, { target: { value: 'state.title' } });
    fireEvent.blur(expression);
    expect(readElement(doc, pageId, id).props.text).toEqual({
      type: 'binding',
      content: 'state.title',
      fallback: 'Text',
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove the binding' }));
    expect(readElement(doc, pageId, id).props.text).toEqual({ type: 'static', content: 'Text' });
  });

  it('sets padding in rem, then a keyword, from the style input', () => {
    const { doc, pageId, id } = renderPanel();
    openFolder('Spacing');
    const row = screen.getByTestId('style-padding');
    expect(row.dataset.unset).toBe('true');
    fireEvent.change(within(row).getByLabelText('Padding unit'), { target: { value: 'rem' } });
    const input = within(row).getByLabelText('Padding');
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(readElement(doc, pageId, id).styles.padding).toEqual({
      type: 'style',
      content: { type: 'unit', value: 1.5, unit: 'rem' },
    });
    fireEvent.change(input, { target: { value: 'auto' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(readElement(doc, pageId, id).styles.padding!.content).toEqual({ type: 'keyword', value: 'auto' });
  });

  it('unsets a prop from its context menu, which is disabled while unset', async () => {
    const { doc, pageId, id } = renderPanel();
    openFolder('General');
    fireEvent.contextMenu(screen.getByTestId('prop-text'));
    const unset = await screen.findByRole('menuitem', { name: 'Unset' });
    fireEvent.click(unset);
    expect(readElement(doc, pageId, id).props.text).toBeUndefined();
    expect(screen.getByTestId('prop-text').dataset.unset).toBe('true');
    fireEvent.contextMenu(screen.getByTestId('prop-text'));
    const again = await screen.findByRole('menuitem', { name: 'Unset' });
    expect(again.getAttribute('aria-disabled')).toBe('true');
  });

  it("shows the next element's own style values and units, keeping no state from the last", () => {
    const { doc, pageId, id, other, store } = renderTwoTexts();
    const unit = () =>
      within(screen.getByTestId('style-gap')).getByLabelText('Gap unit') as HTMLSelectElement;
    fireEvent.change(padding(), { target: { value: '12px' } });
    fireEvent.keyDown(padding(), { key: 'Enter' });
    fireEvent.change(unit(), { target: { value: 'rem' } });
    expect(unit().value).toBe('rem');
    act(() => store.getState().selectOnly([other]));
    expect(padding().value).toBe('');
    expect(unit().value).toBe('px');
    expect(screen.getByTestId('style-padding').dataset.unset).toBe('true');
    act(() => store.getState().selectOnly([id]));
    expect(padding().value).toBe('12');
    expect(readElement(doc, pageId, other).styles.padding).toBeUndefined();
  });

  it('drops the draft typed for one element when another is selected without a blur', () => {
    const { doc, pageId, id, other, store } = renderTwoTexts();
    fireEvent.change(padding(), { target: { value: '40' } });
    act(() => store.getState().selectOnly([other]));
    expect(padding().value).toBe('');
    fireEvent.blur(padding());
    expect(readElement(doc, pageId, other).styles.padding).toBeUndefined();
    expect(readElement(doc, pageId, id).styles.padding).toBeUndefined();
  });

  it('closes the token dropdown when another unit is picked', async () => {
    renderPanel();
    openFolder('Spacing');
    const unit = within(screen.getByTestId('style-gap')).getByLabelText('Gap unit');
    fireEvent.change(unit, { target: { value: 'token' } });
    await screen.findByTestId('token-dropdown');
    fireEvent.change(unit, { target: { value: 'rem' } });
    expect(screen.queryByTestId('token-dropdown')).toBeNull();
  });

  it('unsets a style from the same menu, and opens no menu outside the rows', async () => {
    const { doc, pageId, id } = renderPanel();
    openFolder('Spacing');
    const row = screen.getByTestId('style-padding');
    const input = within(row).getByLabelText('Padding');
    fireEvent.change(input, { target: { value: '12px' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(readElement(doc, pageId, id).styles.padding).toBeDefined();
    fireEvent.contextMenu(input);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unset' }));
    expect(readElement(doc, pageId, id).styles.padding).toBeUndefined();
    expect(screen.queryByRole('menuitem', { name: 'Unset' })).toBeNull();
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Spacing' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the token dropdown from the unit selector and sets the picked token', async () => {
    const { doc, pageId, id } = renderPanel();
    openFolder('Spacing');
    const row = screen.getByTestId('style-gap');
    expect(screen.queryByTestId('token-dropdown')).toBeNull();
    fireEvent.change(within(row).getByLabelText('Gap unit'), { target: { value: 'token' } });
    const dropdown = await screen.findByTestId('token-dropdown');
    const [first] = within(dropdown).getAllByRole('button');
    const key = first!.querySelector('span')!.textContent!;
    fireEvent.click(first!);
    expect(readElement(doc, pageId, id).styles.gap!.content).toMatchObject({
      type: 'token',
      group: 'space',
      key,
    });
    expect(screen.queryByTestId('token-dropdown')).toBeNull();
  });

  it('picks a colour token in the colour popover; an unknown search is a miss', async () => {
    const { doc, pageId, id } = renderPanel();
    openFolder('Typography');
    fireEvent.click(screen.getByRole('button', { name: 'Text colour colour' }));
    const popover = await screen.findByTestId('color-popover');
    expect(popover.style.width).toBe('275px');
    const search = within(popover).getByPlaceholderText('Search tokens');
    fireEvent.change(search, { target: { value: 'no such colour' } });
    expect(within(popover).getByText("That's a miss")).toBeTruthy();
    fireEvent.change(search, { target: { value: 'second' } });
    fireEvent.click(within(popover).getByRole('button', { name: /secondary/ }));
    expect(readElement(doc, pageId, id).styles.color).toEqual({
      type: 'style',
      content: { type: 'token', group: 'colors', key: 'secondary', value: '#0ea5e9' },
    });
    fireEvent.click(within(popover).getByRole('button', { name: 'Reset' }));
    expect(readElement(doc, pageId, id).styles.color).toBeUndefined();
    const swatch = screen.getByRole('button', { name: 'Text colour colour' });
    expect(swatch.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(swatch);
    expect(screen.queryByTestId('color-popover')).toBeNull();
    expect(swatch.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the css prop out of the generated controls: it has its own advanced styles folder', () => {
    const { id, doc, pageId } = renderPanel();
    openFolder('Advanced');
    expect(screen.queryByTestId('prop-css')).toBeNull();
    expect(screen.getByTestId('prop-visibility')).toBeTruthy();
    openFolder('Advanced styles');
    expect(screen.getByTestId('advanced-styles')).toBeTruthy();
    expect(readElement(doc, pageId, id).props.css).toBeUndefined();
  });

  it('disables the controls of a read-only session', () => {
    renderPanel(true);
    openFolder('General');
    expect((screen.getByLabelText('Text') as HTMLInputElement).disabled).toBe(true);
    for (const button of screen.getAllByRole('button', { name: 'Bind to an expression' }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
