// mesh's definition (its renderer: mesh.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { boolean, clickEvents, transformProps } from '../registry/props.ts';

export const meshMeta = defineComponent({
  name: 'mesh',
  displayName: 'Mesh',
  icon: 'IconCube',
  group: 'Scene',
  description: 'A 3D object made of one geometry and one material (its children).',
  renderer: ['r3f'],
  acceptsChildren: true,
  events: clickEvents(),
  props: [
    ...transformProps(),
    boolean('castShadow', 'Cast shadow', true),
    boolean('receiveShadow', 'Receive shadow', true),
  ],
});
