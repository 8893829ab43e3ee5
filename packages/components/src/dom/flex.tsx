// Flex: a flex box container (an empty one keeps a height: page base stylesheet).
import { createElement, type CSSProperties } from 'react';
import type { RenderProps } from '../render/types.ts';
import { FLEX_TAGS, type flexMeta } from './flex.meta.ts';
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
  const tag = FLEX_TAGS.find((candidate) => candidate === props.tag) ?? 'div';
  return createElement(
    tag,
    { ...attributes, className: FLEX_CLASS, style: { ...layout, ...style }, ...pointerHandlers(events) },
    children,
  );
}
