// MaterialVariant's definition (its renderer: material-variant.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { custom, string } from '../registry/props.ts';

export const materialVariantMeta = defineComponent({
  name: 'MaterialVariant',
  displayName: 'Material variant',
  icon: 'IconColorSwatch',
  group: 'Material',
  description:
    'Material assets to choose from; the selected one (or the one labelled by value) dresses the parent mesh or GLTF model.',
  renderer: ['r3f'],
  variant: 'variants',
  props: [
    custom('variants', 'Variants', [], { control: 'materialVariants' }),
    string('value', 'Selected label', ''),
    // Inside a GLTF model: the model mesh to dress; empty dresses every mesh of the model.
    custom('mesh', 'Model mesh', '', { control: 'modelMesh' }),
  ],
});
