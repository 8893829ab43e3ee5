// Image's definition (its renderer: image.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { asset, boolean, clickEvents, IMAGE_FILE_TYPES, select, string } from '../registry/props.ts';

export const imageMeta = defineComponent({
  name: 'Image',
  displayName: 'Image',
  icon: 'IconPhoto',
  group: 'Media',
  description: 'An image from the project library or a URL.',
  renderer: ['dom'],
  events: clickEvents(),
  props: [
    asset('src', 'Image', IMAGE_FILE_TYPES),
    // Empty: the chosen file's name stands in (image-alt.ts). A decorative image has none.
    string('alt', 'Alternative text', ''),
    boolean('decorative', 'Decorative (no alternative text)', false),
    select('fit', 'Fit', ['cover', 'contain', 'fill', 'none', 'scale-down'], 'cover'),
  ],
});
