// Progress's definition (its renderer: progress.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { number } from '../registry/props.ts';

export const progressMeta = defineComponent({
  name: 'Progress',
  displayName: 'Progress',
  icon: 'IconProgress',
  group: 'Form',
  description: 'A progress bar.',
  renderer: ['dom'],
  props: [number('value', 'Value', 50, { min: 0, max: 100 }), number('max', 'Maximum', 100, { min: 1 })],
});
