// ModelVariant: shows one of its child models (see logic/variant-choice.ts).
import { chosenChild } from '../logic/variant-choice.ts';
import { useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { modelVariantMeta } from './model-variant.meta.ts';
import { transform } from './three-props.ts';

export function ModelVariant({
  element,
  props,
  childElements,
  renderChild,
}: RenderProps<typeof modelVariantMeta>) {
  const { variants } = useRuntime();
  const chosen = chosenChild(childElements, variants[element.id], props.value);
  return (
    <group {...transform(props)} userData={{ elementId: element.id }}>
      {chosen && renderChild(chosen.id)}
    </group>
  );
}
