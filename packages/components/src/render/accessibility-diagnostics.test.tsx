// @vitest-environment jsdom
// The builder's accessibility warnings: images without alternative text of their own, and text with
// too little contrast on the background colours below it (jsdom computes the elements' own styles).
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StyleValue } from '../model/project-json.ts';
import { el, fixed, project } from '../test/fixtures.ts';
import { findLowContrast } from './accessibility-scan.ts';
import type { Diagnostics } from './diagnostics.ts';
import { PageRenderer } from './page-renderer.tsx';
import { A11Y_TEXTS } from './texts.ts';

afterEach(cleanup);

const hex = (value: string): StyleValue => ({ type: 'style', content: { type: 'color', value } });

const page = project(
  [
    el('box', 'Flex', { children: ['low', 'fine', 'card'], styles: { backgroundColor: hex('#ffffff') } }),
    el('low', 'Text', { parent: 'box', props: { text: fixed('Orange') }, styles: { color: hex('#f97316') } }),
    el('fine', 'Text', { parent: 'box', props: { text: fixed('Dark') }, styles: { color: hex('#c2410c') } }),
    // White text on a dark card, itself on the white box: the nearest background counts.
    el('card', 'Flex', { parent: 'box', children: ['on-card'], styles: { backgroundColor: hex('#111827') } }),
    el('on-card', 'Text', {
      parent: 'card',
      props: { text: fixed('Light') },
      styles: { color: hex('#fff') },
    }),
    el('photo', 'Image', { props: { src: fixed('https://cdn.test/desk-lamp.jpg') } }),
    el('described', 'Image', { props: { src: fixed('https://cdn.test/a.jpg'), alt: fixed('A lamp') } }),
    el('ornament', 'Image', { props: { src: fixed('https://cdn.test/b.jpg'), decorative: fixed(true) } }),
  ],
  {},
  { config: { themes: { default: {} } } },
);

describe('accessibility diagnostics', () => {
  it('warns in the builder of low contrast and of images without their own alternative text', async () => {
    const onDiagnostics = vi.fn<(diagnostics: Diagnostics) => void>();
    const { container } = render(<PageRenderer project={page} mode="edit" onDiagnostics={onDiagnostics} />);
    await waitFor(() => expect(onDiagnostics.mock.lastCall?.[0].low).toBeDefined());
    const last = onDiagnostics.mock.lastCall![0];
    expect(last).toEqual({
      low: [{ message: A11Y_TEXTS.lowContrast('2.8', '4.5') }],
      photo: [{ message: A11Y_TEXTS.altFromFileName('Desk lamp') }],
    });
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('alt'));
    expect(images).toEqual(['Desk lamp', 'A lamp', '']);
  });

  it('skips text over a background image, and asks 3:1 of large text', () => {
    document.body.innerHTML = `
      <div style="background-image: url(x.png)"><p data-element-id="over-image" style="color: #f97316">A</p></div>
      <div style="background-color: #ffffff">
        <h1 data-element-id="large" style="color: #ea580c; font-size: 32px">B</h1>
        <p data-element-id="small" style="color: #9ca3af; font-size: 16px">C</p>
      </div>`;
    const found = findLowContrast(document.body, (element) => getComputedStyle(element));
    expect(found.map((entry) => [entry.elementId, entry.required])).toEqual([['small', 4.5]]);
  });
});
