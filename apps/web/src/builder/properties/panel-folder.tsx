// A folder of the property panel: a Radix Collapsible, collapsed by default.
import { IconChevronRight } from '@tabler/icons-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';

interface PanelFolderProps {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

export function PanelFolder({ title, children, defaultOpen = false }: PanelFolderProps) {
  return (
    <Collapsible.Root
      defaultOpen={defaultOpen}
      className="group border-b border-neutral-100"
      data-testid="panel-folder"
    >
      <Collapsible.Trigger className="flex h-8 w-full items-center gap-1 px-2 text-left text-[11px] font-medium tracking-wide text-neutral-600 uppercase hover:bg-neutral-50">
        <IconChevronRight size={13} className="transition-transform group-data-[state=open]:rotate-90" />
        {title}
      </Collapsible.Trigger>
      <Collapsible.Content className="pb-2">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
