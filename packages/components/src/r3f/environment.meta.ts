// Environment's definition (its renderer: environment.tsx).
import { ENVIRONMENT_PRESETS } from '../registry/environment-maps.ts';
import { defineComponent } from '../registry/define-component.ts';
import { asset, boolean, ENVIRONMENT_FILE_TYPES, number, select } from '../registry/props.ts';

export const environmentMeta = defineComponent({
  name: 'Environment',
  displayName: 'Environment',
  icon: 'IconWorld',
  group: 'Scene',
  description: 'Image-based lighting from a built-in HDR preset (served by Vitrine) or an HDR/EXR file.',
  renderer: ['r3f'],
  props: [
    select('preset', 'Preset', ENVIRONMENT_PRESETS, 'studio', { environmentMap: true }),
    asset('files', 'HDR file', ENVIRONMENT_FILE_TYPES),
    boolean('background', 'Show as background', false),
    number('environmentIntensity', 'Intensity', 1, { min: 0, max: 10, step: 0.01 }),
    number('backgroundIntensity', 'Background intensity', 1, { min: 0, max: 10, step: 0.01 }),
    number('backgroundBlurriness', 'Background blur', 0, { min: 0, max: 1, step: 0.01 }),
  ],
});
