// Stage's definition (its renderer: stage.tsx).
import { ENVIRONMENT_PRESETS } from '../registry/environment-maps.ts';
import { defineComponent } from '../registry/define-component.ts';
import { boolean, number, select } from '../registry/props.ts';

export const stageMeta = defineComponent({
  name: 'Stage',
  displayName: 'Stage',
  icon: 'IconBrandUnity',
  group: 'Scene',
  description: 'Centres its children and lights them with an HDR environment and contact shadows.',
  renderer: ['r3f'],
  acceptsChildren: true,
  props: [
    select('preset', 'Lighting', ['rembrandt', 'portrait', 'upfront', 'soft'], 'rembrandt'),
    select('environment', 'Environment', ['none', ...ENVIRONMENT_PRESETS], 'city'),
    number('intensity', 'Intensity', 0.5, { min: 0, max: 10, step: 0.01 }),
    boolean('adjustCamera', 'Fit camera', true),
    boolean('shadows', 'Contact shadows', true),
  ],
});
