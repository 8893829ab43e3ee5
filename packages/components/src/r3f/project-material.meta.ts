// ProjectMaterial's definition (its renderer: project-material.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { element } from '../registry/props.ts';

export const projectMaterialMeta = defineComponent({
  name: 'ProjectMaterial',
  displayName: 'Project material',
  icon: 'IconPaint',
  group: 'Material',
  description: 'A material of the project (gl element or material asset) applied to the parent mesh.',
  renderer: ['r3f'],
  props: [element('materialId', 'Material', 'material')],
});
