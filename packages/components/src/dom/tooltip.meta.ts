// Tooltip's definition (its renderer: tooltip.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { string } from '../registry/props.ts';
import { side, textTemplate } from './widget-props.ts';

export const tooltipMeta = defineComponent({
  name: 'Tooltip',
  displayName: 'Tooltip',
  icon: 'IconInfoCircle',
  group: 'Overlay',
  description: 'A hint shown over its children after 700 ms.',
  renderer: ['dom'],
  template: [textTemplate('Hover me', 'span')],
  acceptsChildren: true,
  props: [string('content', 'Tooltip text', 'Tooltip'), side()],
});
