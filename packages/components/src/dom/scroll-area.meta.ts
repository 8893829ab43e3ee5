// ScrollArea's definition (its renderer: scroll-area.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { select } from '../registry/props.ts';
import { textTemplate } from './widget-props.ts';

export const scrollAreaMeta = defineComponent({
  name: 'ScrollArea',
  displayName: 'Scroll area',
  icon: 'IconArrowsVertical',
  group: 'Layout',
  description: 'A scrollable box with styled scrollbars (hidden after 600 ms).',
  renderer: ['dom'],
  template: [textTemplate('Scrollable content')],
  acceptsChildren: true,
  props: [select('type', 'Scrollbars', ['hover', 'scroll', 'auto', 'always'], 'hover')],
});
