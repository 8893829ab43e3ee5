// Image: an image from the project library or a URL (safeUrl's rule for images). Without one it shows
// a placeholder (a framed photo glyph drawn by the page base stylesheet, at 320x200 until the element
// is sized), so that an inserted Image is seen and can be laid out before its file is chosen.
import { safeUrl } from '@vitrine/core';
import type { RenderProps } from '../render/types.ts';
import type { imageMeta } from './image.meta.ts';
import { IMAGE_PLACEHOLDER_CLASS } from '../styles/page-classes.ts';
import { pointerHandlers, text } from './dom-events.ts';

/** A transparent pixel: the placeholder stays an image (no broken-image icon, no request). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export function Image({ props, style, attributes, events }: RenderProps<typeof imageMeta>) {
  const src = safeUrl(text(props.src), 'image');
  return (
    <img
      {...attributes}
      className={src ? undefined : IMAGE_PLACEHOLDER_CLASS}
      src={src || BLANK}
      alt={text(props.alt)}
      style={{ objectFit: props.fit ?? undefined, maxWidth: '100%', ...style }}
      {...pointerHandlers(events)}
    />
  );
}
