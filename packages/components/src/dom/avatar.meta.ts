// Avatar's definition (its renderer: avatar.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, string } from '../registry/props.ts';

export const avatarMeta = defineComponent({
  name: 'Avatar',
  displayName: 'Avatar',
  icon: 'IconUserCircle',
  group: 'Media',
  description: 'A round image with initials as fallback.',
  renderer: ['dom'],
  events: clickEvents(),
  props: [string('src', 'Image URL', ''), string('fallback', 'Fallback initials', 'VT')],
});
