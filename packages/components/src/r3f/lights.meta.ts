// The definitions of the lights: ambient, directional, point, spot, hemisphere (their renderers:
// lights.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { angle, boolean, color, number, vector3 } from '../registry/props.ts';
import type { PropMeta } from '../registry/schema.ts';

const light = <const Name extends string, const Props extends PropMeta[]>(
  name: Name,
  displayName: string,
  props: Props,
) =>
  defineComponent({
    name,
    displayName,
    icon: 'IconBulb',
    group: 'Light',
    description: `${displayName} light.`,
    renderer: ['r3f'],
    props: [
      color('color', 'Colour', '#ffffff'),
      number('intensity', 'Intensity', 1, { min: 0, max: 100, step: 0.01 }),
      ...props,
    ],
  });

export const ambientLightMeta = light('ambientLight', 'Ambient', []);

export const directionalLightMeta = light('directionalLight', 'Directional', [
  vector3('position', 'Position', [5, 5, 5], { step: 0.01 }),
  boolean('castShadow', 'Cast shadow', true),
]);

export const pointLightMeta = light('pointLight', 'Point', [
  vector3('position', 'Position', [0, 2, 0], { step: 0.01 }),
  number('distance', 'Distance', 0, { min: 0, step: 0.1 }),
  number('decay', 'Decay', 2, { min: 0, max: 10, step: 0.1 }),
  boolean('castShadow', 'Cast shadow', false),
]);

export const spotLightMeta = light('spotLight', 'Spot', [
  vector3('position', 'Position', [0, 5, 0], { step: 0.01 }),
  angle('angle', 'Angle', Math.PI / 6, { min: 0, max: Math.PI / 2 }),
  number('penumbra', 'Penumbra', 0, { min: 0, max: 1, step: 0.01 }),
  number('distance', 'Distance', 0, { min: 0, step: 0.1 }),
  boolean('castShadow', 'Cast shadow', true),
]);

export const hemisphereLightMeta = light('hemisphereLight', 'Hemisphere', [
  color('groundColor', 'Ground colour', '#444444'),
]);
