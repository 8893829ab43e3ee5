// @vitest-environment jsdom
import { readElement, projectMap } from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { SessionProvider } from '../../state/session.tsx';
import { PropertyPanel } from '../property-panel.tsx';
import { testSession } from '../test-session.ts';
import { REVEAL_ASSET_EVENT, type RevealAssetDetail } from './reveal-asset.ts';

afterEach(cleanup);

function addMaterialAsset(doc: Y.Doc, id: string, name: string) {
  const assets = projectMap(doc).get('assets') as Y.Map<unknown>;
  const asset = new Y.Map<unknown>();
  for (const [key, value] of Object.entries({
    id,
    name,
    type: 'FILE',
    parentId: null,
    mime_type: 'model/vnd.vitrine.material',
    data: {},
  }))
    asset.set(key, value);
  assets.set(id, asset);
}

describe('material variants editor', () => {
  it('adds, searches, labels, links and removes variants', () => {
    const setup = testSession();
    addMaterialAsset(setup.doc, 'oak', 'Oak');
    const id = setup.insert('MaterialVariant');
    act(() => setup.store.getState().selectOnly([id]));
    render(
      <SessionProvider value={setup.session}>
        <PropertyPanel />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'General' }));
    const editor = screen.getByTestId('material-variants');
    expect(within(editor).getByText("That's a miss")).toBeTruthy();
    expect(within(editor).getByText('( Sorry that word or phrase has no results )')).toBeTruthy();
    expect(within(editor).getByPlaceholderText('Search for an variant ...')).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Add variant' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Add variant' }));
    const variants = () => readElement(setup.doc, setup.pageId, id).props.variants;
    expect(variants()).toEqual({
      type: 'static',
      content: [
        { label: 'label 1', asset: { id: '' } },
        { label: 'label 2', asset: { id: '' } },
      ],
    });

    const [material] = within(editor).getAllByLabelText('Variant material');
    fireEvent.change(material!, { target: { value: 'oak' } });
    const [label] = within(editor).getAllByLabelText('Variant label');
    fireEvent.change(label!, { target: { value: 'Oak finish' } });
    fireEvent.keyDown(label!, { key: 'Enter' });
    expect((variants() as { content: unknown[] }).content[0]).toEqual({
      label: 'Oak finish',
      asset: { id: 'oak' },
    });

    const revealed: string[] = [];
    const listener = (event: Event) =>
      revealed.push((event as CustomEvent<RevealAssetDetail>).detail.assetId);
    window.addEventListener(REVEAL_ASSET_EVENT, listener);
    fireEvent.click(within(editor).getAllByRole('button', { name: 'Show in the project library' })[0]!);
    window.removeEventListener(REVEAL_ASSET_EVENT, listener);
    expect(revealed).toEqual(['oak']);

    fireEvent.change(within(editor).getByPlaceholderText('Search for an variant ...'), {
      target: { value: 'oak' },
    });
    expect(within(editor).getAllByLabelText('Variant label')).toHaveLength(1);

    fireEvent.click(within(editor).getAllByRole('button', { name: 'Remove' })[0]!);
    expect((variants() as { content: unknown[] }).content).toEqual([{ label: 'label 2', asset: { id: '' } }]);
  });
});
