// Dialog's definition (its renderer: dialog.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, string } from '../registry/props.ts';
import { openChangeEvents, textTemplate, trigger } from './widget-props.ts';

export const dialogMeta = defineComponent({
  name: 'Dialog',
  displayName: 'Dialog',
  icon: 'IconAppWindow',
  group: 'Overlay',
  description: 'A modal dialog opened by a trigger; its children are the dialog body.',
  renderer: ['dom'],
  template: [textTemplate('Dialog content')],
  acceptsChildren: true,
  events: openChangeEvents(),
  props: [
    trigger('Open'),
    string('title', 'Title', 'Dialog'),
    string('description', 'Description', ''),
    boolean('open', 'Open', false),
  ],
});
