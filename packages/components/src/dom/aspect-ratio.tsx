// AspectRatio: keeps its content at a ratio (Radix AspectRatio); while it holds nothing, a placeholder
// fills the ratio's box so that the inserted element is seen.
import { AspectRatio as RadixAspectRatio } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { aspectRatioMeta } from './aspect-ratio.meta.ts';
import { PLACEHOLDER_CLASS } from '../styles/page-classes.ts';
import { hasChildren } from './dom-events.ts';

export function AspectRatio({ props, style, attributes, children }: RenderProps<typeof aspectRatioMeta>) {
  return (
    <div {...attributes} style={style}>
      <RadixAspectRatio.Root ratio={Number(props.ratio) || 16 / 9}>
        {hasChildren(children) ? children : <div className={PLACEHOLDER_CLASS} />}
      </RadixAspectRatio.Root>
    </div>
  );
}
