// @vitest-environment jsdom
import {
  DEFAULT_THEME_TOKENS,
  NEW_COLOR_TOKEN_VALUE,
  readElement,
  readProject,
  setStaticProp,
  setStyle,
} from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../state/session.tsx';
import { ThemePanel } from '../theme/theme-panel.tsx';
import { CommercePanel } from './commerce/commerce-panel.tsx';
import { PropertyPanel } from './property-panel.tsx';
import { testSession } from './test-session.ts';

afterEach(cleanup);

function mount(setup: ReturnType<typeof testSession>, node: ReactNode) {
  render(<SessionProvider value={setup.session}>{node}</SessionProvider>);
}

describe('several selected elements', () => {
  it('edits their shared props together in one undo step', () => {
    const setup = testSession();
    const a = setup.insert('Text');
    const b = setup.insert('Text');
    act(() => setup.store.getState().selectOnly([a, b]));
    mount(setup, <PropertyPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    const input = screen.getByLabelText('Text');
    fireEvent.change(input, { target: { value: 'Both' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    for (const id of [a, b])
      expect(readElement(setup.doc, setup.pageId, id).props.text).toEqual({
        type: 'static',
        content: 'Both',
      });
    act(() => void setup.history.undo());
    for (const id of [a, b])
      expect(readElement(setup.doc, setup.pageId, id).props.text).toEqual({
        type: 'static',
        content: 'Text',
      });
  });
});

describe('data attributes', () => {
  it('adds string values and refuses a name that exists', () => {
    const setup = testSession();
    const id = setup.insert('Button');
    act(() => setup.store.getState().selectOnly([id]));
    mount(setup, <PropertyPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Data attributes' }));
    const add = (name: string, value: string) => {
      fireEvent.change(screen.getByLabelText('New data attribute name'), { target: { value: name } });
      fireEvent.change(screen.getByLabelText('New data attribute value'), { target: { value: value } });
      fireEvent.click(screen.getByRole('button', { name: 'Add data attribute' }));
    };
    add('track', 'hero');
    add('track', 'other');
    expect(readElement(setup.doc, setup.pageId, id).dataAttributes).toEqual({ track: 'hero' });
    // The refused name stays in the field for the user to change.
    expect((screen.getByLabelText('New data attribute name') as HTMLInputElement).value).toBe('track');
  });
});

describe('theme tokens', () => {
  it('adds customToken colours in the warm orange; default tokens are read-only', () => {
    const setup = testSession();
    mount(setup, <ThemePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Add token (Colours)' }));
    const colors = readProject(setup.doc).config.themes.default!.colors;
    expect(colors.customToken).toBe(NEW_COLOR_TOKEN_VALUE);
    const custom = screen.getByTestId('token-customToken');
    expect(within(custom).getByRole('button', { name: 'Remove token' })).toBeTruthy();
    const primary = screen.getByTestId('token-primary');
    expect(within(primary).queryByRole('button', { name: 'Remove token' })).toBeNull();
    expect((within(primary).getByLabelText('Token name') as HTMLInputElement).readOnly).toBe(true);
    // Renaming a custom token.
    const name = within(custom).getByLabelText('Token name');
    fireEvent.change(name, { target: { value: 'brand' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(readProject(setup.doc).config.themes.default!.colors.brand).toBe(NEW_COLOR_TOKEN_VALUE);
    expect(Object.keys(DEFAULT_THEME_TOKENS.colors).every((key) => key in colors)).toBe(true);
  });

  it('adds other tokens with the value 0 and edits their value', () => {
    const setup = testSession();
    mount(setup, <ThemePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Space' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add token (Space)' }));
    expect(readProject(setup.doc).config.themes.default!.space.customToken).toBe('0');
    const row = screen.getByTestId('token-customToken');
    const value = within(row).getByLabelText('Token value');
    fireEvent.change(value, { target: { value: '20px' } });
    fireEvent.blur(value);
    expect(readProject(setup.doc).config.themes.default!.space.customToken).toBe('20px');
  });
});

describe('attributes and price options', () => {
  it('prices options once per currency and disables the button when none is left', () => {
    const setup = testSession();
    mount(setup, <CommercePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    const label = screen.getByLabelText('Attribute label');
    fireEvent.change(label, { target: { value: 'Frame Colour' } });
    fireEvent.keyDown(label, { key: 'Enter' });
    expect(screen.getByTestId('attribute-slug').textContent).toBe('frame_colour');
    // An empty rename is ignored.
    fireEvent.change(label, { target: { value: '  ' } });
    fireEvent.keyDown(label, { key: 'Enter' });
    const attribute = Object.values(readProject(setup.doc).attributes)[0]!;
    expect(attribute.label).toBe('Frame Colour');

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Default option' }));
    const optionId = Object.values(readProject(setup.doc).attributes)[0]!.options[0]!.id;
    expect(Object.values(readProject(setup.doc).attributes)[0]!.default).toBe(optionId);

    const addPrice = screen.getByRole('button', { name: 'Add Price Option' });
    fireEvent.click(addPrice);
    fireEvent.click(addPrice);
    expect(readProject(setup.doc).priceOptions[optionId]!.map((o) => o.currencyCode)).toEqual(['INR', 'USD']);
    expect((screen.getByRole('button', { name: 'Add Price Option' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const usd = screen.getByLabelText('Price in USD');
    fireEvent.change(usd, { target: { value: '12.5' } });
    fireEvent.keyDown(usd, { key: 'Enter' });
    expect(readProject(setup.doc).priceOptions[optionId]![1]).toEqual({ currencyCode: 'USD', value: 12.5 });
  });
});

describe('mixed values', () => {
  it('marks a shared prop whose selected elements differ', () => {
    const setup = testSession();
    const a = setup.insert('Text');
    const b = setup.insert('Text');
    act(() => setup.store.getState().selectOnly([a, b]));
    mount(setup, <PropertyPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(within(screen.getByTestId('prop-text')).queryByTestId('mixed')).toBeNull();
    act(() => {
      setStaticProp(setup.doc, { pageId: setup.pageId, elementId: b, prop: 'text', content: 'Other' });
    });
    expect(within(screen.getByTestId('prop-text')).getByTestId('mixed')).toBeTruthy();
  });
});

describe('mixed styles', () => {
  it('marks a style whose selected elements differ', () => {
    const setup = testSession();
    const a = setup.insert('Text');
    const b = setup.insert('Text');
    act(() => setup.store.getState().selectOnly([a, b]));
    mount(setup, <PropertyPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Spacing' }));
    expect(within(screen.getByTestId('style-gap')).queryByTestId('mixed')).toBeNull();
    act(() => {
      setStyle(setup.doc, {
        pageId: setup.pageId,
        elementId: a,
        property: 'gap',
        value: { type: 'style', content: { type: 'unit', value: 4, unit: 'px' } },
      });
    });
    expect(within(screen.getByTestId('style-gap')).getByTestId('mixed')).toBeTruthy();
  });
});

describe('read-only sessions', () => {
  it('disables token and commerce edits', () => {
    const setup = testSession({ readOnly: true });
    mount(
      setup,
      <>
        <ThemePanel />
        <CommercePanel />
      </>,
    );
    expect((screen.getByRole('button', { name: 'Add token (Colours)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Add attribute' }) as HTMLButtonElement).disabled).toBe(true);
    for (const input of screen.getAllByLabelText('Token name'))
      expect((input as HTMLInputElement).disabled).toBe(true);
  });
});

describe('project currencies', () => {
  it('adds and removes a currency visitors can switch to, keeping the default one', () => {
    const setup = testSession();
    mount(setup, <CommercePanel />);
    const currencies = within(screen.getByTestId('project-currencies'));
    const inr = currencies.getByRole('button', { name: 'INR' }) as HTMLButtonElement;
    expect(inr.getAttribute('aria-pressed')).toBe('true');
    expect(inr.disabled).toBe(true);

    fireEvent.click(currencies.getByRole('button', { name: 'USD' }));
    expect(readProject(setup.doc).currencies).toEqual(['INR', 'USD']);
    expect(currencies.getByRole('button', { name: 'USD' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(currencies.getByRole('button', { name: 'USD' }));
    expect(readProject(setup.doc).currencies).toEqual(['INR']);
    setup.history.undo();
    expect(readProject(setup.doc).currencies).toEqual(['INR', 'USD']);
  });
});
