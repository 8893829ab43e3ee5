// Styled Radix Tabs: an underlined tab row (`TabList`/`Tab`) and pill tabs (`PillTabList`/`PillTab`).
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const Tabs = RadixTabs.Root;
export const TabPanel = ({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) => (
  <RadixTabs.Content className={cn('outline-none', className)} {...rest} />
);

export function TabList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('flex gap-6 border-b border-neutral-200', className)} {...rest} />;
}

export function Tab({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        '-mb-px border-b-2 border-transparent pb-3 text-sm font-medium text-neutral-500 transition-colors outline-none',
        'hover:text-neutral-800 focus-visible:text-neutral-900',
        'data-[state=active]:border-brand-500 data-[state=active]:text-neutral-900',
        className,
      )}
      {...rest}
    />
  );
}

export function PillTabList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('inline-flex rounded-lg bg-neutral-100 p-1', className)} {...rest} />;
}

export function PillTab({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-neutral-500 transition-colors outline-none',
        'hover:text-neutral-800 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}
