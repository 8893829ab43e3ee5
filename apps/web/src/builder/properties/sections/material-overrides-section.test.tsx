// @vitest-environment jsdom
import { addMaterial, readElement, setProp } from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../state/session.tsx';
import { PropertyPanel } from '../property-panel.tsx';
import { testSession } from '../test-session.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('material overrides', () => {
  it('offers a material select per mesh of the model, with None and the Select Material placeholder', async () => {
    const model = { meshes: [{ name: 'Body' }, { name: 'Wheel' }] };
    const fetchModel = vi.fn(async () => new Response(JSON.stringify(model)));
    vi.stubGlobal('fetch', fetchModel);
    const setup = testSession();
    const materialId = addMaterial(setup.doc);
    const id = setup.insert('GltfModel');
    setProp(setup.doc, {
      pageId: setup.pageId,
      elementId: id,
      prop: 'src',
      value: { type: 'reference', referenceType: 'asset', content: 'car', url: '/files/car.gltf' },
    });
    act(() => setup.store.getState().selectOnly([id]));
    render(
      <SessionProvider value={setup.session}>
        <PropertyPanel />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Material overrides' }));
    const body = (await screen.findByLabelText('Material of Body')) as HTMLSelectElement;
    expect(fetchModel).toHaveBeenCalledWith('/files/car.gltf', expect.anything());
    expect(screen.getByLabelText('Material of Wheel')).toBeTruthy();
    expect(body.value).toBe('');
    expect([...body.options].map((option) => option.textContent)).toEqual([
      'Select Material',
      'None',
      'Material 1',
    ]);

    fireEvent.change(body, { target: { value: materialId } });
    const overrides = () => readElement(setup.doc, setup.pageId, id).props.materialOverrides;
    expect(overrides()).toEqual({
      type: 'static',
      content: [{ type: 'material', mesh: 'Body', targetMaterialId: materialId }],
    });
    fireEvent.change(screen.getByLabelText('Material of Body'), { target: { value: '__none__' } });
    expect(overrides()).toEqual({ type: 'static', content: [] });
  });
});
