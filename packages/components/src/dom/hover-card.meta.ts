// HoverCard's definition (its renderer: hover-card.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { side, textTemplate, trigger } from './widget-props.ts';

export const hoverCardMeta = defineComponent({
  name: 'HoverCard',
  displayName: 'Hover card',
  icon: 'IconId',
  group: 'Overlay',
  description: 'A card shown when hovering its trigger (opens after 700 ms, closes after 300 ms).',
  renderer: ['dom'],
  template: [textTemplate('Hover card content')],
  acceptsChildren: true,
  props: [trigger('Hover me'), side()],
});
