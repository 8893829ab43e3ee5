// Text's definition (its renderer: text.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, select, string } from '../registry/props.ts';

export const textMeta = defineComponent({
  name: 'Text',
  displayName: 'Text',
  icon: 'IconTypography',
  group: 'Typography',
  description: 'A run of text.',
  renderer: ['dom'],
  events: clickEvents(),
  props: [
    string('text', 'Text', 'Text'),
    select('as', 'Tag', ['p', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div'], 'p'),
  ],
});
