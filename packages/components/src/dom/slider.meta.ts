// Slider's definition (its renderer: slider.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { changeEvents, number, string } from '../registry/props.ts';

export const sliderMeta = defineComponent({
  name: 'Slider',
  displayName: 'Slider',
  icon: 'IconAdjustmentsHorizontal',
  group: 'Form',
  description: 'A range slider (Radix Slider); writes its value to a page state.',
  renderer: ['dom'],
  events: changeEvents('value', 'number'),
  props: [
    number('value', 'Value', 50),
    number('min', 'Minimum', 0),
    number('max', 'Maximum', 100),
    number('step', 'Step', 1, { min: 0 }),
    string('stateName', 'Page state', '', { dynamic: false }),
  ],
});
