// A compact Radix Select for short option lists (periods, currencies, team pickers).
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { Select as RadixSelect } from 'radix-ui';
import { cn } from './cn.ts';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  placeholder?: string;
  'aria-label': string;
  className?: string;
}

export function Select<V extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  className,
  ...rest
}: SelectProps<V>) {
  return (
    <RadixSelect.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <RadixSelect.Trigger
        aria-label={rest['aria-label']}
        className={cn(
          'inline-flex h-9 min-w-28 items-center justify-between gap-2 rounded-lg border border-neutral-200 bg-white px-3 text-sm text-neutral-800 shadow-xs outline-none',
          'hover:border-neutral-300 focus-visible:ring-4 focus-visible:ring-brand-100',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <IconChevronDown className="size-4 text-neutral-500" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={6}
          className="z-50 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-neutral-200 bg-white p-1 shadow-lg"
        >
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded-md py-1.5 pr-8 pl-2.5 text-sm text-neutral-700 outline-none select-none data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2">
                  <IconCheck className="size-4 text-brand-600" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
