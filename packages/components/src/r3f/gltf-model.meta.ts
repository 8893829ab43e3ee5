// GltfModel's definition (its renderer: gltf-model.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { asset, boolean, clickEvents, custom, MODEL_FILE_TYPES, transformProps } from '../registry/props.ts';

export const gltfModelMeta = defineComponent({
  name: 'GltfModel',
  displayName: 'GLTF model',
  icon: 'IconCubePlus',
  group: 'Scene',
  description: 'A .gltf or .glb model from the project library (Draco-compressed models decode locally).',
  renderer: ['r3f'],
  acceptsChildren: true,
  model: true,
  events: clickEvents(),
  props: [
    asset('src', 'Model', MODEL_FILE_TYPES),
    ...transformProps(),
    custom('materialOverrides', 'Material overrides (mesh → project material)', []),
    boolean('castShadow', 'Cast shadow', true),
    boolean('receiveShadow', 'Receive shadow', true),
  ],
});
