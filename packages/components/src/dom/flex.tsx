// Flex: a flex box container (an empty one keeps a height: page base stylesheet).
import type { CSSProperties } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { flexMeta } from './flex.meta.ts';
import { FLEX_CLASS } from '../styles/page-classes.ts';
import { pointerHandlers } from './dom-events.ts';

export function Flex({ props, style, attributes, events, children }: RenderProps<typeof flexMeta>) {
  const layout: CSSProperties = {
    display: 'flex',
    flexDirection: props.direction ?? undefined,
    alignItems: props.align ?? undefined,
    justifyContent: props.justify ?? undefined,
    flexWrap: props.wrap ?? undefined,
    gap: Number(props.gap) || undefined,
  };
  return (
    <div {...attributes} className={FLEX_CLASS} style={{ ...layout, ...style }} {...pointerHandlers(events)}>
      {children}
    </div>
  );
}
