// Image: an image from the project library or a URL (safeUrl's rule for images).
import { safeUrl } from '@vitrine/core';
import type { CSSProperties } from 'react';
import type { ElementRenderProps } from '../render/types.ts';
import { pointerHandlers, text } from './dom-events.ts';

export function Image({ props, style, attributes, events }: ElementRenderProps) {
  const src = safeUrl(text(props.src), 'image');
  return (
    <img
      {...attributes}
      src={src || undefined}
      alt={text(props.alt)}
      style={{ objectFit: props.fit as CSSProperties['objectFit'], maxWidth: '100%', ...style }}
      {...pointerHandlers(events)}
    />
  );
}
