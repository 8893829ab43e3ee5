// AspectRatio: keeps its content at a ratio (Radix AspectRatio); while it holds nothing, a placeholder
// fills the ratio's box so that the inserted element is seen.
import { AspectRatio as RadixAspectRatio } from 'radix-ui';
import type { ElementRenderProps } from '../render/types.ts';
import { PLACEHOLDER_CLASS } from '../styles/page-classes.ts';
import { hasChildren } from './dom-events.ts';

export function AspectRatio({ props, style, attributes, children }: ElementRenderProps) {
  return (
    <div {...attributes} style={style}>
      <RadixAspectRatio.Root ratio={Number(props.ratio) || 16 / 9}>
        {hasChildren(children) ? children : <div className={PLACEHOLDER_CLASS} />}
      </RadixAspectRatio.Root>
    </div>
  );
}
