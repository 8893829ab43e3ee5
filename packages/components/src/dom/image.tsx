// Image: an image from the project library or a URL (safeUrl's rule for images). Without one it shows
// a placeholder (a framed photo glyph drawn by the page base stylesheet, at 320x200 until the element
// is sized), so that an inserted Image is seen and can be laid out before its file is chosen. Its
// alternative text is the author's, else the file's name (image-alt.ts); the builder's diagnostics
// warn of an image without text of the author's own (render/accessibility-scan.ts).
import { safeUrl } from '@vitrine/core';
import { useRuntime } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { imageMeta } from './image.meta.ts';
import { IMAGE_PLACEHOLDER_CLASS } from '../styles/page-classes.ts';
import { pointerHandlers, text } from './dom-events.ts';
import { imageAlt } from './image-alt.ts';

/** A transparent pixel: the placeholder stays an image (no broken-image icon, no request). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export function Image({ element, props, style, attributes, events }: RenderProps<typeof imageMeta>) {
  const { assets } = useRuntime();
  const src = safeUrl(text(props.src), 'image');
  const reference = element.props?.src;
  const assetName = reference?.type === 'reference' ? assets[reference.content ?? '']?.name : undefined;
  const { alt, origin } = imageAlt({
    alt: text(props.alt),
    decorative: props.decorative === true,
    assetName,
    src: src ?? '',
  });

  return (
    <img
      {...attributes}
      className={src ? undefined : IMAGE_PLACEHOLDER_CLASS}
      src={src || BLANK}
      alt={origin === 'none' ? undefined : alt}
      style={{ objectFit: props.fit ?? undefined, maxWidth: '100%', ...style }}
      {...pointerHandlers(events)}
    />
  );
}
