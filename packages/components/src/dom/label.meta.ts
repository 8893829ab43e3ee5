// Label's definition (its renderer: label.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { element, string } from '../registry/props.ts';

export const labelMeta = defineComponent({
  name: 'Label',
  displayName: 'Label',
  icon: 'IconTag',
  group: 'Form',
  description: 'A form label (Radix Label) tied to a field element.',
  renderer: ['dom'],
  acceptsChildren: true,
  props: [string('text', 'Text', 'Label'), element('htmlFor', 'For element', 'page')],
});
