// A modal with a title, optional description and free content (Radix Dialog), styled like the
// confirm dialog. Controlled or uncontrolled; `trigger` is optional for controlled use.
import { IconX } from '@tabler/icons-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}

export function Dialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  className,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'animate-fade-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-base font-medium text-neutral-900">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1.5 text-sm text-neutral-500">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-700"
            aria-label="Close"
          >
            <IconX className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
