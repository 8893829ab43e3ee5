// Sheet's definition (its renderer: sheet.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { select, string } from '../registry/props.ts';
import { openChangeEvents, textTemplate, trigger } from './widget-props.ts';

export const sheetMeta = defineComponent({
  name: 'Sheet',
  displayName: 'Sheet',
  icon: 'IconLayoutSidebarRight',
  group: 'Overlay',
  description: 'A panel sliding in from a screen edge; its children are the panel body.',
  renderer: ['dom'],
  template: [textTemplate('Sheet content')],
  acceptsChildren: true,
  events: openChangeEvents(),
  props: [
    trigger('Open'),
    string('title', 'Title', 'Sheet'),
    select('side', 'Side', ['top', 'right', 'bottom', 'left'], 'right'),
  ],
});
