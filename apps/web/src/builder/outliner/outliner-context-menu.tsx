// The outliner's context menu (Radix ContextMenu), one for the whole list: a right click on a row
// selects it (unless it is already part of the selection) and the items act on the selection.
import { type PageTree } from '@vitrine/core';
import { ContextMenu } from 'radix-ui';
import { Fragment, useState, type ReactNode } from 'react';
import { useComponentActions } from '../actions/use-component-actions.ts';
import { useImportSceneZip } from '../assets/use-import-scene-zip.ts';
import { useElementActions } from '../actions/use-element-actions.ts';
import { useSession } from '../state/session.tsx';
import { describeCommands, runCommand, type CommandInfo } from './outliner-commands.ts';

const ITEM =
  'flex h-8 cursor-default items-center gap-6 rounded-md px-2.5 text-[13px] text-neutral-700 outline-none select-none data-[disabled]:text-neutral-300 data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900';

/** Separators go before these commands. */
const GROUP_STARTS = new Set(['cut', 'copyStyling', 'remove', 'expandAll', 'importComponents']);

export function OutlinerContextMenu({ tree, children }: { tree: PageTree | null; children: ReactNode }) {
  const session = useSession();
  const actions = useElementActions();
  const components = useComponentActions();
  const importSceneZip = useImportSceneZip();
  const [commands, setCommands] = useState<CommandInfo[]>([]);

  return (
    <ContextMenu.Root
      onOpenChange={(open) => {
        if (open) setCommands(describeCommands(session));
      }}
    >
      <ContextMenu.Trigger
        asChild
        disabled={!tree}
        onContextMenu={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('[data-element-row]');
          const id = row?.dataset.elementRow;
          const state = session.store.getState();
          if (!id) state.clearSelection();
          else if (!state.selectedIds.includes(id)) state.select(id);
        }}
      >
        {children}
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          data-testid="outliner-context-menu"
          className="z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 shadow-xl"
        >
          {commands.map((command) => (
            <Fragment key={command.id}>
              {GROUP_STARTS.has(command.id) && <ContextMenu.Separator className="my-1 h-px bg-neutral-100" />}
              <ContextMenu.Item
                className={ITEM}
                disabled={!command.enabled}
                onSelect={() => runCommand(command.id, session, actions, components, importSceneZip)}
              >
                <span className="flex-1">{command.label}</span>
                {command.shortcut && (
                  <span className="text-[11px] tracking-wide text-neutral-500">{command.shortcut}</span>
                )}
              </ContextMenu.Item>
            </Fragment>
          ))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
