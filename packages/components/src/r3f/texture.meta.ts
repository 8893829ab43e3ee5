// Texture's definition (its renderer: texture.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { asset, boolean, select, TEXTURE_FILE_TYPES, vector3 } from '../registry/props.ts';

export const textureMeta = defineComponent({
  name: 'Texture',
  displayName: 'Texture',
  icon: 'IconTexture',
  group: 'Material',
  description: 'An image texture placed in a slot of the parent material.',
  renderer: ['r3f'],
  props: [
    asset('src', 'Image', TEXTURE_FILE_TYPES),
    select(
      'slot',
      'Slot',
      [
        'map',
        'normalMap',
        'roughnessMap',
        'metalnessMap',
        'aoMap',
        'alphaMap',
        'bumpMap',
        'emissiveMap',
        'displacementMap',
      ],
      'map',
    ),
    vector3('repeat', 'Repeat (u, v, unused)', [1, 1, 0], { step: 0.01 }),
    boolean('flipY', 'Flip Y', false),
  ],
});
