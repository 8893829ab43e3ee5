// Anchor's definition (its renderer: anchor.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, select, string } from '../registry/props.ts';

export const anchorMeta = defineComponent({
  name: 'Anchor',
  displayName: 'Link',
  icon: 'IconLink',
  group: 'Typography',
  description: 'A link to a URL or a page of the project; its children are the link content.',
  renderer: ['dom'],
  acceptsChildren: true,
  events: clickEvents(),
  props: [
    string('href', 'URL', '#', { control: 'link' }),
    string('text', 'Text', 'Link'),
    select('target', 'Open in', ['_self', '_blank'], '_self'),
  ],
});
