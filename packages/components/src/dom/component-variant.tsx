// ComponentVariant: shows one of its items (see logic/variant-choice.ts); ComponentVariantItem is
// a plain container whose item name the variant selects by.
import type { RenderProps } from '../render/types.ts';
import type { componentVariantItemMeta, componentVariantMeta } from './component-variant.meta.ts';
import { useRuntime } from '../render/context.ts';
import { chosenChild } from '../logic/variant-choice.ts';

export function ComponentVariant({
  element,
  props,
  style,
  attributes,
  childElements,
  renderChild,
}: RenderProps<typeof componentVariantMeta>) {
  const { variants } = useRuntime();
  const chosen = chosenChild(childElements, variants[element.id], props.value);
  return (
    <div {...attributes} style={style}>
      {chosen && renderChild(chosen.id)}
    </div>
  );
}

export function ComponentVariantItem({
  style,
  attributes,
  children,
}: RenderProps<typeof componentVariantItemMeta>) {
  return (
    <div {...attributes} style={style}>
      {children}
    </div>
  );
}
