// 'Component diagnostics (N)' (SPEC §2): a collapsible list, at most 70vh high, of the elements the
// preview reported errors for. Each entry's tooltip lists its messages; a click expands the
// element's ancestors and selects it.
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { DIAGNOSTICS_MAX_HEIGHT, elementLabel } from '@vitrine/core';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { TEXTS } from '../constants.ts';
import { useYSelector } from '../doc/use-y.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { useCurrentPageTree } from '../state/use-page-tree.ts';
import { Tip } from '../ui/tip.tsx';

export function DiagnosticsPanel() {
  const diagnostics = useBuilder((state) => state.diagnostics);
  const ids = Object.keys(diagnostics).filter((id) => (diagnostics[id]?.length ?? 0) > 0);
  const [open, setOpen] = useState(false);
  if (ids.length === 0) return null;
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="border-t border-neutral-200"
      data-testid="diagnostics"
    >
      <Collapsible.Trigger className="flex h-9 w-full items-center gap-1.5 px-3 text-xs font-medium text-red-600 hover:bg-neutral-50">
        <IconChevronRight size={13} className={cn('transition-transform', open && 'rotate-90')} />
        <IconAlertTriangle size={14} />
        {TEXTS.diagnostics(ids.length)}
      </Collapsible.Trigger>
      <Collapsible.Content className="overflow-y-auto pb-1" style={{ maxHeight: DIAGNOSTICS_MAX_HEIGHT }}>
        {ids.map((id) => (
          <DiagnosticEntry key={id} id={id} messages={diagnostics[id]!.map((entry) => entry.message)} />
        ))}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function DiagnosticEntry({ id, messages }: { id: string; messages: string[] }) {
  const { store } = useSession();
  const tree = useCurrentPageTree();
  const element = tree?.element(id) ?? null;
  const label = useYSelector(element, elementLabel) || id;
  return (
    <Tip
      side="right"
      label={
        <ul className="list-disc pl-4">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      }
    >
      <button
        type="button"
        className="flex h-7 w-full items-center gap-2 px-7 text-left text-[13px] text-neutral-700 hover:bg-red-50"
        onClick={() => {
          const state = store.getState();
          if (tree) state.setExpanded(tree.ancestors(id), true);
          state.selectOnly([id]);
        }}
      >
        <span className="min-w-0 flex-1 truncate">{label}</span>
        <span className="rounded bg-red-100 px-1.5 text-[11px] text-red-700">{messages.length}</span>
      </button>
    </Tip>
  );
}
