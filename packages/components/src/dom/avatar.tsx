// Avatar: a round image with initials as fallback (Radix Avatar); the image URL follows safeUrl, its
// alternative text Image's rule (image-alt.ts).
import { safeUrl } from '@vitrine/core';
import { Avatar as RadixAvatar } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { avatarMeta } from './avatar.meta.ts';
import { pointerHandlers, text } from './dom-events.ts';
import { imageAlt } from './image-alt.ts';

export function Avatar({ props, style, attributes, events }: RenderProps<typeof avatarMeta>) {
  const src = safeUrl(text(props.src), 'image');
  const { alt } = imageAlt({ alt: text(props.alt), decorative: props.decorative === true, src: src ?? '' });
  return (
    <RadixAvatar.Root
      {...attributes}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: 9999,
        overflow: 'hidden',
        background: '#e5e7eb',
        ...style,
      }}
      {...pointerHandlers(events)}
    >
      {src && (
        <RadixAvatar.Image
          src={src}
          alt={alt}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <RadixAvatar.Fallback>{text(props.fallback)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
