// The three-dot menu of a card (Radix DropdownMenu). Only the actions the caller may take are passed.
import { IconDots } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '../ui/cn.ts';
import { DASHBOARD_TEXTS } from './texts.ts';

export interface CardAction {
  label: string;
  onSelect: () => void;
  icon?: React.ReactNode;
  destructive?: boolean;
}

const itemClass =
  'flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-neutral-100';

export function CardMenu({
  actions,
  label = DASHBOARD_TEXTS.projectMenu,
}: {
  actions: CardAction[];
  label?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="flex size-8 shrink-0 items-center justify-center rounded-lg text-neutral-500 outline-none transition-colors hover:bg-neutral-100 hover:text-neutral-700 focus-visible:ring-2 focus-visible:ring-brand-300 data-[state=open]:bg-neutral-100 data-[state=open]:text-neutral-700"
      >
        <IconDots className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="animate-fade-in z-50 min-w-40 rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              onSelect={action.onSelect}
              className={cn(
                itemClass,
                action.destructive ? 'text-red-600 data-[highlighted]:text-red-700' : 'text-neutral-700',
              )}
            >
              {action.icon}
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
