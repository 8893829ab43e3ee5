// Label: a Radix form label pointing at another element by its id.
import { Label as RadixLabel } from 'radix-ui';
import type { ElementRenderProps } from '../render/types.ts';
import { hasChildren, text } from './dom-events.ts';

export function Label({ props, style, attributes, children }: ElementRenderProps) {
  return (
    <RadixLabel.Root {...attributes} htmlFor={text(props.htmlFor) || undefined} style={style}>
      {hasChildren(children) ? children : text(props.text)}
    </RadixLabel.Root>
  );
}
