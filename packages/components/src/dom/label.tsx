// Label: a Radix form label pointing at another element by its id.
import { Label as RadixLabel } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { labelMeta } from './label.meta.ts';
import { hasChildren, text } from './dom-events.ts';

export function Label({ props, style, attributes, children }: RenderProps<typeof labelMeta>) {
  return (
    <RadixLabel.Root {...attributes} htmlFor={text(props.htmlFor) || undefined} style={style}>
      {hasChildren(children) ? children : text(props.text)}
    </RadixLabel.Root>
  );
}
