// Collapsible's definition (its renderer: collapsible.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean } from '../registry/props.ts';
import { openChangeEvents, textTemplate, trigger } from './widget-props.ts';

export const collapsibleMeta = defineComponent({
  name: 'Collapsible',
  displayName: 'Collapsible',
  icon: 'IconFold',
  group: 'Overlay',
  description: 'A trigger that shows and hides its children.',
  renderer: ['dom'],
  template: [textTemplate('Content shown when open')],
  acceptsChildren: true,
  events: openChangeEvents(),
  props: [trigger('Toggle'), boolean('defaultOpen', 'Open at start', false)],
});
