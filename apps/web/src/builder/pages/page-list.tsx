// The page list (SPEC §2): pages in order with editable labels, a 'Duplicate' context menu, a
// settings button (URL name, SEO: page-settings-dialog.tsx), a delete button behind the 'Delete
// page' confirm, and an add button ('New Page Added'). Outliner rows
// dragged onto another page's row move there (the row lights up while they hover it).
import { IconFile, IconPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import { ContextMenu } from 'radix-ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { cn } from '../../components/ui/cn.ts';
import { REVEAL_ON_HOVER } from '../../components/ui/reveal.ts';
import { usePageActions } from '../actions/use-page-actions.ts';
import { TEXTS } from '../constants.ts';
import { useYMapKey } from '../doc/use-y.ts';
import { usePageDropIndicator } from '../outliner/drop-indicator.ts';
import { InlineEdit } from '../outliner/inline-edit.tsx';
import { useBuilder, useSession } from '../state/session.tsx';
import { usePage, usePageIds } from '../state/use-pages.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { PageSettingsDialog } from './page-settings-dialog.tsx';
import { PAGE_SETTINGS_TEXTS } from './texts.ts';

export function PageList() {
  const ids = usePageIds();
  const { readOnly } = useSession();
  const actions = usePageActions();
  return (
    <section className="border-b border-neutral-200 pb-1.5" aria-label="Pages">
      <header className="flex h-9 items-center justify-between pr-1.5 pl-3">
        <h2 className="text-[11px] font-medium tracking-wide text-neutral-500 uppercase">Pages</h2>
        <IconButton label="Add page" disabled={readOnly} onClick={() => actions.add()} className="size-7">
          <IconPlus size={15} />
        </IconButton>
      </header>
      <ul className="max-h-48 overflow-y-auto" data-testid="page-list">
        {ids.map((id) => (
          <PageRow key={id} id={id} deletable={ids.length > 1} />
        ))}
      </ul>
    </section>
  );
}

function PageRow({ id, deletable }: { id: string; deletable: boolean }) {
  const { readOnly } = useSession();
  const page = usePage(id);
  const label = useYMapKey<string>(page, 'label') ?? '';
  const selected = useBuilder((state) => state.pageId === id);
  const setPage = useBuilder((state) => state.setPage);
  const actions = usePageActions();
  const [editing, setEditing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const dropTarget = usePageDropIndicator(id);

  return (
    <>
      <PageSettingsDialog pageId={id} open={settingsOpen} onOpenChange={setSettingsOpen} />
      <ContextMenu.Root>
        <ContextMenu.Trigger asChild disabled={readOnly}>
          <li
            data-testid="page-row"
            data-page-drop={id}
            data-drop-target={dropTarget || undefined}
            aria-current={selected ? 'page' : undefined}
            className={cn(
              'group mx-1.5 flex h-8 cursor-default items-center gap-2 rounded-md px-2 text-[13px]',
              selected ? 'bg-brand-50 text-neutral-900' : 'text-neutral-700 hover:bg-neutral-100',
              dropTarget && 'ring-2 ring-brand-500 ring-inset',
            )}
            onClick={() => setPage(id)}
            onDoubleClick={() => !readOnly && setEditing(true)}
          >
            <IconFile size={14} className={selected ? 'text-brand-700' : 'text-neutral-500'} />
            {editing ? (
              <InlineEdit
                value={label}
                ariaLabel="Page label"
                onCommit={(value) => {
                  setEditing(false);
                  if (value !== label) actions.rename(id, value);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <span className="min-w-0 flex-1 truncate">{label}</span>
            )}
            {!editing && (
              <button
                type="button"
                aria-label={PAGE_SETTINGS_TEXTS.open}
                title={PAGE_SETTINGS_TEXTS.open}
                className={cn(
                  'grid size-6 place-items-center rounded text-neutral-500 hover:bg-neutral-200 hover:text-neutral-700',
                  REVEAL_ON_HOVER,
                )}
                onClick={(event) => {
                  event.stopPropagation();
                  setSettingsOpen(true);
                }}
              >
                <IconSettings size={14} />
              </button>
            )}
            {!readOnly && deletable && !editing && (
              <ConfirmDialog
                title={TEXTS.deletePageTitle}
                description={TEXTS.deletePageDescription}
                confirmLabel="Delete"
                onConfirm={() => actions.remove(id)}
              >
                <button
                  type="button"
                  aria-label="Delete page"
                  className={cn(
                    'grid size-6 place-items-center rounded text-neutral-500 hover:bg-neutral-200 hover:text-red-600',
                    REVEAL_ON_HOVER,
                  )}
                  onClick={(event) => event.stopPropagation()}
                >
                  <IconTrash size={14} />
                </button>
              </ConfirmDialog>
            )}
          </li>
        </ContextMenu.Trigger>
        <ContextMenu.Portal>
          <ContextMenu.Content className="z-50 min-w-40 rounded-lg border border-neutral-200 bg-white p-1 shadow-xl">
            <ContextMenu.Item
              className="flex h-8 cursor-default items-center rounded-md px-2.5 text-[13px] text-neutral-700 outline-none data-[highlighted]:bg-neutral-100"
              onSelect={() => actions.duplicate(id)}
            >
              {TEXTS.duplicate}
            </ContextMenu.Item>
          </ContextMenu.Content>
        </ContextMenu.Portal>
      </ContextMenu.Root>
    </>
  );
}
