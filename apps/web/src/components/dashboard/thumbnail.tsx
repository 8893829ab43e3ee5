// A card's thumbnail, 135 px high (SPEC §9), with a placeholder icon when there is no image or it
// fails to load. A project's picture is the top of its page, so its card shows the picture's top.
import { IconCube } from '@tabler/icons-react';
import { THUMBNAIL_HEIGHT_PX } from '@vitrine/core';
import { useState } from 'react';
import { cn } from '../ui/cn.ts';

export function Thumbnail({
  src,
  alt,
  anchor = 'center',
}: {
  src?: string | null;
  alt: string;
  /** Which part of a picture taller than the card shows. */
  anchor?: 'top' | 'center';
}) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <div
      className="flex w-full items-center justify-center overflow-hidden bg-gradient-to-br from-neutral-100 to-neutral-50"
      style={{ height: THUMBNAIL_HEIGHT_PX }}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          className={cn(
            'h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
            anchor === 'top' && 'object-top',
          )}
          onError={() => setFailed(true)}
        />
      ) : (
        <span
          data-testid="thumbnail-placeholder"
          className="flex size-12 items-center justify-center rounded-xl bg-white text-neutral-300 shadow-sm ring-1 ring-neutral-200/70"
        >
          <IconCube className="size-6" stroke={1.5} />
        </span>
      )}
    </div>
  );
}
