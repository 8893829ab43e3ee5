// Group's definition (its renderer: group.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { clickEvents, transformProps } from '../registry/props.ts';

export const groupMeta = defineComponent({
  name: 'Group',
  displayName: 'Group',
  icon: 'IconBoxMultiple',
  group: 'Scene',
  description: 'Groups 3D objects under one transform.',
  renderer: ['r3f'],
  acceptsChildren: true,
  events: clickEvents(),
  props: transformProps(),
});
