// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chooseUnits } from './offscreen-units.ts';

/** A page root with `sections` top elements of `rows` child elements each. */
function page(sections: number, rows: number): HTMLElement {
  const root = document.createElement('div');
  for (let s = 0; s < sections; s++) {
    const section = document.createElement('div');
    section.dataset.elementId = `s${s}`;
    // A wrapper that is not an element of the page sits between a section and its rows.
    const wrapper = document.createElement('div');
    for (let r = 0; r < rows; r++) {
      const row = document.createElement('p');
      row.dataset.elementId = `s${s}.${r}`;
      wrapper.append(row);
    }
    section.append(wrapper);
    root.append(section);
  }
  return root;
}

const ids = (units: HTMLElement[]) => units.map((unit) => unit.dataset.elementId);

describe('offscreen units', () => {
  it('takes the top elements when they are many, and cuts the biggest when they are few', () => {
    expect(ids(chooseUnits(page(16, 3)))).toHaveLength(16);
    const two = chooseUnits(page(2, 10));
    expect(two.length).toBeGreaterThanOrEqual(12);
    expect(ids(two)).toContain('s0.0');
  });

  it('never takes a part holding a fixed or sticky element, or one with a content-visibility of its own', () => {
    const root = page(16, 3);
    root.querySelector<HTMLElement>('[data-element-id="s3.1"]')!.style.position = 'fixed';
    root.querySelector<HTMLElement>('[data-element-id="s5"]')!.style.position = 'sticky';
    root
      .querySelector<HTMLElement>('[data-element-id="s7"]')!
      .style.setProperty('content-visibility', 'hidden');
    const units = ids(chooseUnits(root));
    expect(units).toHaveLength(13);
    expect(units).not.toContain('s3');
    expect(units).not.toContain('s5');
    expect(units).not.toContain('s7');
  });
});
