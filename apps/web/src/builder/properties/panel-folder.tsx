// A folder of the property panel (and the theme lists): a disclosure button and its content,
// collapsed by default, the content mounted only while open. A button with aria-expanded is all a
// disclosure needs; Radix's Collapsible rendered six components for each of the panel's dozen
// folders every time the selection changed, open or not (docs/performance.md).
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

// One element for every folder: React skips an element it rendered before, so a new selection,
// which renders every folder, does not render their chevrons again.
const CHEVRON = (
  <IconChevronRight size={13} className="transition-transform group-data-[state=open]:rotate-90" />
);

interface PanelFolderProps {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

export function PanelFolder({ title, children, defaultOpen = false }: PanelFolderProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className="group border-b border-neutral-100" data-testid="panel-folder">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={state}
        onClick={() => setOpen((value) => !value)}
        className="flex h-8 w-full items-center gap-1 px-2 text-left text-[11px] font-medium tracking-wide text-neutral-600 uppercase hover:bg-neutral-50"
      >
        {CHEVRON}
        {title}
      </button>
      {open && (
        <div id={contentId} data-state={state} className="pb-2">
          {children}
        </div>
      )}
    </div>
  );
}
