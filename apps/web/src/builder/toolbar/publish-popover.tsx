// The Publish popover (SPEC §2, 480 px wide). Releases are built by a later part of the product;
// until then the popover shows the description field and explains why publishing is unavailable,
// rather than pretending to publish.
import { IconRocket } from '@tabler/icons-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { LIMITS } from '../constants.ts';

export const PUBLISH_TEXTS = {
  button: 'Publish',
  descriptionPlaceholder: 'Enter description here (required)...',
  unavailable: 'Publishing is not available in this version of the studio yet: releases are not built.',
} as const;

export function PublishPopover() {
  const [description, setDescription] = useState('');
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex h-8 items-center gap-1.5 rounded-md bg-brand-500 px-3 text-xs font-medium text-white shadow-sm hover:bg-brand-600"
        >
          <IconRocket size={15} />
          {PUBLISH_TEXTS.button}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          style={{ width: LIMITS.publishPopoverWidthPx }}
          className="z-50 rounded-xl border border-neutral-200 bg-white p-4 shadow-xl outline-none"
        >
          <h2 className="text-sm font-medium text-neutral-900">{PUBLISH_TEXTS.button}</h2>
          <textarea
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={PUBLISH_TEXTS.descriptionPlaceholder}
            rows={4}
            className="mt-3 w-full resize-none rounded-lg border border-neutral-200 px-3 py-2 text-sm outline-none focus:border-brand-400"
          />
          <p className="mt-2 text-xs text-neutral-500" role="note">
            {PUBLISH_TEXTS.unavailable}
          </p>
          <div className="mt-3 flex justify-end">
            <button
              type="button"
              disabled
              className="inline-flex h-8 items-center rounded-md bg-brand-500 px-3 text-xs font-medium text-white opacity-50"
            >
              {PUBLISH_TEXTS.button}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
