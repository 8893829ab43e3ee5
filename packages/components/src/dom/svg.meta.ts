// Svg's definition (its renderer: svg.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, string } from '../registry/props.ts';

export const svgMeta = defineComponent({
  name: 'Svg',
  displayName: 'SVG',
  icon: 'IconVector',
  group: 'Media',
  description: 'Inline SVG markup, sanitised (no scripts or event handlers).',
  renderer: ['dom'],
  events: clickEvents(),
  props: [
    string(
      'markup',
      'SVG markup',
      '<svg viewBox="0 0 24 24" width="48" height="48"><circle cx="12" cy="12" r="10"/></svg>',
    ),
  ],
});
