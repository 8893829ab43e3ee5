import { PageActionSchema } from '@vitrine/components';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  actionLabel,
  defaultStateValue,
  isComplete,
  newAction,
  parseStateValue,
  stateValueText,
  urlProblem,
} from './event-actions.ts';
import { URL_TEXTS } from './texts.ts';
import { gltfMeshNames } from './gltf-meshes.ts';
import { readOverrides, withOverride } from './material-overrides.ts';
import {
  matchingVariants,
  readVariants,
  withNewVariant,
  withoutVariant,
  withVariant,
} from './variant-list.ts';

describe('material variants', () => {
  it('adds "label {n}" variants, edits, removes and searches them', () => {
    let variants = withNewVariant(readVariants(undefined));
    expect(variants).toEqual([{ label: 'label 1', asset: { id: '' } }]);
    variants = withNewVariant(variants);
    expect(variants[1]!.label).toBe('label 2');
    variants = withVariant(variants, 0, { label: 'Oak', asset: { id: 'm1' } });
    expect(variants[0]).toEqual({ label: 'Oak', asset: { id: 'm1' } });
    expect(matchingVariants(variants, ' OAK ')).toEqual([0]);
    // Fuzzy matches (threshold 0.5) come after the prefix and substring ones.
    expect(matchingVariants(variants, 'oa')[0]).toBe(0);
    expect(matchingVariants(variants, 'lable')).toEqual([1]);
    expect(matchingVariants(variants, 'nothing')).toEqual([]);
    variants = withoutVariant(variants, 0);
    expect(variants).toEqual([{ label: 'label 2', asset: { id: '' } }]);
    // A taken number is skipped.
    expect(withNewVariant(variants).map((v) => v.label)).toEqual(['label 2', 'label 3']);
  });

  it('reads malformed stored items defensively', () => {
    expect(readVariants([{ label: 3 }, null])).toEqual([
      { label: '', asset: { id: '' } },
      { label: '', asset: { id: '' } },
    ]);
  });
});

describe('material overrides', () => {
  it('keeps one override per mesh; None removes it', () => {
    let overrides = withOverride([], 'Body', 'mat1');
    overrides = withOverride(overrides, 'Wheel', 'mat2');
    overrides = withOverride(overrides, 'Body', 'mat3');
    expect(overrides).toEqual([
      { type: 'material', mesh: 'Wheel', targetMaterialId: 'mat2' },
      { type: 'material', mesh: 'Body', targetMaterialId: 'mat3' },
    ]);
    expect(withOverride(overrides, 'Wheel', null)).toEqual([
      { type: 'material', mesh: 'Body', targetMaterialId: 'mat3' },
    ]);
    expect(readOverrides([{ mesh: 'x' }, ...overrides])).toHaveLength(2);
  });

  it('lists the mesh names of .gltf and .glb files', () => {
    const json = { meshes: [{ name: 'Body' }, {}, { name: 'Body' }] };
    const gltf = new TextEncoder().encode(JSON.stringify(json));
    expect(gltfMeshNames(gltf.buffer)).toEqual(['Body', 'mesh_1']);

    const padded = new Uint8Array(Math.ceil(gltf.length / 4) * 4).fill(0x20);
    padded.set(gltf);
    const glb = new ArrayBuffer(20 + padded.length);
    const view = new DataView(glb);
    view.setUint32(0, 0x46546c67, true);
    view.setUint32(4, 2, true);
    view.setUint32(8, glb.byteLength, true);
    view.setUint32(12, padded.length, true);
    view.setUint32(16, 0x4e4f534a, true);
    new Uint8Array(glb, 20).set(padded);
    expect(gltfMeshNames(glb)).toEqual(['Body', 'mesh_1']);
  });
});

describe('event actions', () => {
  it('offers every action of the components package, labelled, navigation first', () => {
    expect(ACTION_TYPES).toHaveLength(PageActionSchema.options.length);
    expect(ACTION_TYPES.slice(0, 2)).toEqual(['goToPage', 'openUrl']);
    expect(ACTION_TYPES).toContain('addToCart');
    expect(ACTION_TYPES.map(actionLabel)).toContain('Add to cart');
    expect(newAction('openUrl')).toEqual({ type: 'openUrl', url: '', newTab: false });
    expect(newAction('addToCart')).toEqual({ type: 'addToCart', productId: '', name: '', quantity: 1 });
    expect(isComplete(newAction('goToPage'))).toBe(false);
    expect(isComplete({ type: 'goToPage', pageId: 'p1' })).toBe(true);
  });

  it('checks URLs the way the runtime opens them', () => {
    expect(urlProblem('')).toBe(URL_TEXTS.required);
    expect(urlProblem('javascript:alert(1)')).toBe(URL_TEXTS.unsafe);
    expect(urlProblem('//evil.example')).toBe(URL_TEXTS.unsafe);
    expect(urlProblem('https://')).toBe(URL_TEXTS.malformed);
    expect(urlProblem('https://exa mple.com')).toBe(URL_TEXTS.malformed);
    expect(urlProblem(' https://example.com/a?b=1 ')).toBeNull();
    expect(urlProblem('/checkout')).toBeNull();
    expect(urlProblem('mailto:shop@example.com')).toBeNull();
  });

  it("reads state values as the state's type", () => {
    expect(parseStateValue('number', '3.5')).toEqual({ ok: true, value: 3.5 });
    expect(parseStateValue('number', 'x')).toEqual({ ok: false, error: 'Enter a number' });
    expect(parseStateValue('number', ' ')).toEqual({ ok: false, error: 'Enter a number' });
    expect(parseStateValue('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(parseStateValue('array', '[1,"a"]')).toEqual({ ok: true, value: [1, 'a'] });
    expect(parseStateValue('array', '{"a":1}')).toEqual({ ok: false, error: 'Enter a JSON array' });
    expect(parseStateValue('string', '42')).toEqual({ ok: true, value: '42' });
    expect(stateValueText('array', ['a'])).toBe('["a"]');
    expect(stateValueText('boolean', undefined)).toBe('false');
    expect(defaultStateValue('number', 'oops')).toBe(0);
    expect(defaultStateValue('array', ['x'])).toEqual(['x']);
    const filled = { ...newAction('setState'), name: 'count', value: 2 };
    expect(PageActionSchema.safeParse(filled).success).toBe(true);
  });
});
