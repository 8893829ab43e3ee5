// Flex: a flex box container (an empty one keeps a height: page base stylesheet).
import type { CSSProperties } from 'react';
import type { ElementRenderProps } from '../render/types.ts';
import { FLEX_CLASS } from '../styles/page-classes.ts';
import { pointerHandlers } from './dom-events.ts';

export function Flex({ props, style, attributes, events, children }: ElementRenderProps) {
  const layout: CSSProperties = {
    display: 'flex',
    flexDirection: props.direction as CSSProperties['flexDirection'],
    alignItems: props.align as CSSProperties['alignItems'],
    justifyContent: props.justify as CSSProperties['justifyContent'],
    flexWrap: props.wrap as CSSProperties['flexWrap'],
    gap: Number(props.gap) || undefined,
  };
  return (
    <div {...attributes} className={FLEX_CLASS} style={{ ...layout, ...style }} {...pointerHandlers(events)}>
      {children}
    </div>
  );
}
