// The definitions of ComponentVariant and its items (their renderers: component-variant.tsx).
import { defineComponent } from '../registry/define-component.ts';
import { string } from '../registry/props.ts';

export const componentVariantMeta = defineComponent({
  name: 'ComponentVariant',
  displayName: 'Component variant',
  icon: 'IconLayersSubtract',
  group: 'Logic',
  description: 'Shows one of its variant items: the selected one, or the one named by its value.',
  renderer: ['dom'],
  acceptsChildren: true,
  variant: 'children',
  props: [string('value', 'Selected item name', '')],
});

export const componentVariantItemMeta = defineComponent({
  name: 'ComponentVariantItem',
  displayName: 'Component variant item',
  icon: 'IconLayersSelected',
  group: 'Logic',
  description: 'One variant of a Component variant; its name is what the variant selects.',
  renderer: ['dom'],
  acceptsChildren: true,
  props: [string('itemName', 'Item name', '', { dynamic: false })],
});
