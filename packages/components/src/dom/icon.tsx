// Icon: a small image icon (svg or png) from the project library; without a file, a dashed square of
// its size (page base stylesheet), so that an inserted Icon is seen.
import { safeUrl } from '@vitrine/core';
import type { RenderProps } from '../render/types.ts';
import type { iconMeta } from './icon.meta.ts';
import { PLACEHOLDER_CLASS } from '../styles/page-classes.ts';
import { pointerHandlers, text } from './dom-events.ts';

export function Icon({ props, style, attributes, events }: RenderProps<typeof iconMeta>) {
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
    <span
      {...attributes}
      className={PLACEHOLDER_CLASS}
      style={{ width: size, height: size, borderRadius: 4, verticalAlign: 'middle', ...style }}
      {...pointerHandlers(events)}
    />
  );
}
