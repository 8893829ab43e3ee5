// AspectRatio: keeps its content at a ratio (Radix AspectRatio).
import { AspectRatio as RadixAspectRatio } from 'radix-ui';
import type { ElementRenderProps } from '../render/types.ts';

export function AspectRatio({ props, style, attributes, children }: ElementRenderProps) {
  return (
    <div {...attributes} style={style}>
      <RadixAspectRatio.Root ratio={Number(props.ratio) || 16 / 9}>{children}</RadixAspectRatio.Root>
    </div>
  );
}
