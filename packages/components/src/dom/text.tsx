// Text: a run of text in the chosen tag.
import { createElement } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { textMeta } from './text.meta.ts';
import { pointerHandlers, text } from './dom-events.ts';

const TAGS = new Set(['p', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div']);

export function Text({ props, style, attributes, events }: RenderProps<typeof textMeta>) {
  const tag = TAGS.has(String(props.as)) ? String(props.as) : 'p';
  return createElement(tag, { ...attributes, style, ...pointerHandlers(events) }, text(props.text));
}
