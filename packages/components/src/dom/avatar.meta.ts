// Avatar's definition (its renderer: avatar.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, clickEvents, string } from '../registry/props.ts';

export const avatarMeta = defineComponent({
  name: 'Avatar',
  displayName: 'Avatar',
  icon: 'IconUserCircle',
  group: 'Media',
  description: 'A round image with initials as fallback.',
  renderer: ['dom'],
  events: clickEvents(),
  props: [
    string('src', 'Image URL', ''),
    string('fallback', 'Fallback initials', 'VT'),
    // As Image's: empty, the file's name stands in (image-alt.ts).
    string('alt', 'Alternative text', ''),
    boolean('decorative', 'Decorative (no alternative text)', false),
  ],
});
