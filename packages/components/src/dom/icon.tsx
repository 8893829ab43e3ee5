// Icon: a small image icon (svg or png) from the project library.
import { safeUrl } from '@vitrine/core';
import type { ElementRenderProps } from '../render/types.ts';
import { pointerHandlers, text } from './dom-events.ts';

export function Icon({ props, style, attributes, events }: ElementRenderProps) {
  const size = Number(props.size) || 24;
  const src = safeUrl(text(props.src), 'image');
  return src ? (
    <img
      {...attributes}
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      {...pointerHandlers(events)}
    />
  ) : (
    <span {...attributes} style={{ display: 'inline-block', width: size, height: size, ...style }} />
  );
}
