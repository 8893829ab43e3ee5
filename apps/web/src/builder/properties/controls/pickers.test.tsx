// @vitest-environment jsdom
import { addMaterial, readElement, type EventInteraction, projectMap } from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { SessionProvider } from '../../state/session.tsx';
import { PropertyPanel } from '../property-panel.tsx';
import { testSession } from '../test-session.ts';

afterEach(cleanup);

function addFileAsset(doc: Y.Doc, id: string, name: string, ext: string) {
  const asset = new Y.Map<unknown>();
  for (const [key, value] of Object.entries({
    id,
    name,
    type: 'FILE',
    parentId: null,
    ext,
    url: `/files/${name}`,
  }))
    asset.set(key, value);
  (projectMap(doc).get('assets') as Y.Map<unknown>).set(id, asset);
}

function open(setup: ReturnType<typeof testSession>, id: string) {
  act(() => setup.store.getState().selectOnly([id]));
  render(
    <SessionProvider value={setup.session}>
      <PropertyPanel />
    </SessionProvider>,
  );
}

describe('ASSET control', () => {
  it('offers library files of the allowed types with thumbnails, searchable, and stores a reference', () => {
    const setup = testSession();
    addFileAsset(setup.doc, 'photo', 'shoe.png', 'png');
    addFileAsset(setup.doc, 'boot', 'boot.jpg', 'jpg');
    addFileAsset(setup.doc, 'model', 'car.glb', 'glb');
    const id = setup.insert('Image');
    open(setup, id);
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const picker = within(screen.getByTestId('asset-picker'));
    const names = () => picker.queryAllByRole('option').map((option) => option.textContent);
    expect(names()).toEqual(['boot.jpg', 'shoe.png']);
    fireEvent.change(picker.getByLabelText('Search files'), { target: { value: 'sho' } });
    expect(names()).toEqual(['shoe.png']);
    fireEvent.change(picker.getByLabelText('Search files'), { target: { value: 'nothing' } });
    expect(picker.getByText("That's a miss")).toBeTruthy();
    fireEvent.change(picker.getByLabelText('Search files'), { target: { value: '' } });
    fireEvent.click(picker.getByTitle('shoe.png'));
    expect(readElement(setup.doc, setup.pageId, id).props.src).toEqual({
      type: 'reference',
      referenceType: 'asset',
      content: 'photo',
      url: '/files/shoe.png',
    });
    expect(screen.getByRole('button', { name: 'Image' }).textContent).toContain('shoe.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(readElement(setup.doc, setup.pageId, id).props.src).toBeUndefined();
  });
});

describe('ELEMENT control', () => {
  it('picks project materials for material props', () => {
    const setup = testSession();
    const materialId = addMaterial(setup.doc);
    const id = setup.insert('ProjectMaterial');
    open(setup, id);
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    const select = screen.getByLabelText('Material') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['No element', 'Material 1']);
    fireEvent.change(select, { target: { value: materialId } });
    expect(readElement(setup.doc, setup.pageId, id).props.materialId).toEqual({
      type: 'static',
      content: materialId,
    });
  });

  it('picks page elements by display name, leaving out the element itself', () => {
    const setup = testSession();
    const input = setup.insert('Input');
    const label = setup.insert('Label');
    open(setup, label);
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    const select = screen.getByLabelText('For element') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['No element', 'Input']);
    fireEvent.change(select, { target: { value: input } });
    expect(readElement(setup.doc, setup.pageId, label).props.htmlFor).toEqual({
      type: 'static',
      content: input,
    });
  });
});

describe('event interactions', () => {
  it('adds an onClick interaction, toggles isActive and adds actions from the action set', () => {
    const setup = testSession();
    const id = setup.insert('Button');
    open(setup, id);
    fireEvent.click(screen.getByRole('button', { name: 'Event interactions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add interaction' }));
    const interactions = () =>
      Object.values(readElement(setup.doc, setup.pageId, id).eventInteractions) as EventInteraction[];
    expect(interactions()[0]!.content).toMatchObject({
      event: { type: 'onClick' },
      isActive: true,
      actions: [],
    });

    const section = screen.getByTestId('event-interactions');
    fireEvent.click(within(section).getByRole('switch', { name: 'Active' }));
    expect(interactions()[0]!.content.isActive).toBe(false);

    fireEvent.click(within(section).getByRole('button', { name: 'Add action' }));
    fireEvent.change(within(section).getByLabelText('Action'), { target: { value: 'openUrl' } });
    const url = within(section).getByLabelText('URL');
    fireEvent.change(url, { target: { value: 'https://example.com' } });
    fireEvent.keyDown(url, { key: 'Enter' });
    expect(interactions()[0]!.content.actions).toEqual([
      { type: 'openUrl', url: 'https://example.com', newTab: false },
    ]);
    fireEvent.change(within(section).getByLabelText('Event'), { target: { value: 'onPointerEnter' } });
    expect(interactions()[0]!.content.event.type).toBe('onPointerEnter');
  });
});
