// The definitions of the loaders, shown in 3D while content loads and on web pages (their
// renderers: loaders.tsx in a scene, dom/loaders.tsx on a page).
import { INITIAL_LOADER_ACCENT } from '@vitrine/core';
import { defineComponent } from '../registry/define-component.ts';
import { color, number, string } from '../registry/props.ts';

export const spinnerMeta = defineComponent({
  name: 'Spinner',
  displayName: 'Spinner',
  icon: 'IconLoader2',
  group: 'Loaders',
  description: 'A spinning indicator shown in 3D while content loads.',
  renderer: ['r3f', 'dom'],
  props: [
    color('color', 'Colour', INITIAL_LOADER_ACCENT),
    number('size', 'Size (px)', 32, { min: 8, max: 256, step: 1 }),
  ],
});

export const initialLoaderMeta = defineComponent({
  name: 'InitialLoader',
  displayName: 'Initial loader',
  icon: 'IconProgressDown',
  group: 'Loaders',
  description: 'A full-size progress overlay while the scene’s assets load.',
  renderer: ['r3f', 'dom'],
  props: [color('accent', 'Accent colour', INITIAL_LOADER_ACCENT), string('text', 'Text', 'Loading')],
});
