// The sidebar's help menu, titled 'Help and feedback': 'Docs' (external) and 'Send feedback'.
import { IconBook, IconExternalLink, IconHelpCircle, IconMessage } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { DOCS_URL } from '../../config/links.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { NAV_TEXTS } from './texts.ts';
import { sidebarItemClass } from './sidebar-link.tsx';

const itemClass =
  'flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-neutral-700 outline-none select-none data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900';

export function HelpMenu() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={sidebarItemClass(false)} aria-label={NAV_TEXTS.help}>
          <IconHelpCircle className="size-5" stroke={1.75} />
          <span>Help</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="right"
            align="end"
            sideOffset={12}
            className="animate-fade-in z-50 min-w-52 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2 text-xs font-medium text-neutral-500">
              {NAV_TEXTS.help}
            </DropdownMenu.Label>
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={DOCS_URL} target="_blank" rel="noreferrer">
                <IconBook className="size-4 text-neutral-500" />
                {NAV_TEXTS.docs}
                <IconExternalLink className="ml-auto size-3.5 text-neutral-300" />
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setFeedbackOpen(true)}>
              <IconMessage className="size-4 text-neutral-500" />
              {NAV_TEXTS.feedback}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
