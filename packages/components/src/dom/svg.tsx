// Svg: inline SVG markup, sanitised with DOMPurify's SVG profile.
import { useMemo } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { svgMeta } from './svg.meta.ts';
import { sanitizeSvg } from '../sanitize.ts';
import { pointerHandlers, text } from './dom-events.ts';

export function Svg({ props, style, attributes, events }: RenderProps<typeof svgMeta>) {
  const markup = text(props.markup);
  const html = useMemo(() => sanitizeSvg(markup), [markup]);
  return (
    <span
      {...attributes}
      style={{ display: 'inline-block', lineHeight: 0, ...style }}
      {...pointerHandlers(events)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
