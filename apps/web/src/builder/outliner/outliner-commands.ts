// The outliner's commands (SPEC §2 context menu and shortcuts), shared by the context menu and the
// keyboard so both do exactly the same thing. Each command works on the current selection.
import { canWrapElements, readString } from '@vitrine/core';
import type { ElementActions } from '../actions/element-actions.ts';
import { currentPage } from '../actions/element-actions.ts';
import { copyElements, cutElements, hasClipboard, pasteElements } from '../actions/element-clipboard.ts';
import type { ComponentActions } from '../actions/component-transfer.ts';
import { registry } from '../registry/use-registry.ts';
import type { BuilderSession } from '../state/session.tsx';

export type CommandId =
  | 'insert'
  | 'wrap'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'duplicate'
  | 'copyStyling'
  | 'pasteStyling'
  | 'remove'
  | 'expandAll'
  | 'toggleOne'
  | 'importComponents'
  | 'exportComponents'
  | 'importSceneZip';

export interface CommandInfo {
  id: CommandId;
  label: string;
  shortcut?: string;
  enabled: boolean;
  /** Changes the document (refused in read-only sessions). */
  edits: boolean;
}

export const COMMAND_LABELS = {
  insert: 'Insert',
  wrap: 'Wrap in ...',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  duplicate: 'Duplicate',
  copyStyling: 'Copy Styling Props',
  pasteStyling: 'Paste Styling Props',
  remove: 'Remove',
  expandAll: 'Expand All',
  collapseAll: 'Collapse All',
  importComponents: 'Import Components',
  exportComponents: 'Export Components',
  importSceneZip: 'Import scene zip file',
} as const;

/** Imports a scene zip under a 3D element (the asset library's import). */
export type SceneZipImport = (pageId: string, elementId: string) => Promise<unknown>;

export const SHORTCUT_LABELS: Partial<Record<CommandId, string>> = {
  cut: 'ctrl+x',
  copy: 'ctrl+c',
  paste: 'ctrl+v',
  duplicate: 'ctrl+d',
  copyStyling: 'ctrl+shift+c',
  pasteStyling: 'ctrl+shift+v',
  remove: 'delete',
  expandAll: 'ctrl+f',
  importComponents: 'ctrl+i',
  exportComponents: 'ctrl+e',
  wrap: 'ctrl+w',
};

function renders(session: BuilderSession, id: string, renderer: 'dom' | 'r3f'): boolean {
  const current = currentPage(session);
  const type = readString(current?.tree.element(id)?.get('elementType'));
  return Boolean(type && registry.get(type)?.renderer.includes(renderer));
}

/** Whether the element and every expandable descendant are expanded. */
function fullyExpanded(session: BuilderSession, id: string): boolean {
  const current = currentPage(session);
  if (!current) return false;
  const { children } = current.tree.read();
  const expanded = session.store.getState().expanded;
  return current.tree.subtree(id).every((node) => !children.get(node)?.length || expanded.has(node));
}

/** The commands as they apply now to the selection (for the menu's items and enabled states). */
export function describeCommands(session: BuilderSession): CommandInfo[] {
  const { selectedIds } = session.store.getState();
  const current = currentPage(session);
  const first = selectedIds[0];
  const any = selectedIds.length > 0 && Boolean(current);
  const hasChildren = Boolean(first && current && (current.tree.read().children.get(first)?.length ?? 0) > 0);
  const canWrap =
    any && current
      ? canWrapElements(session.doc, { pageId: current.pageId, elementIds: [...selectedIds] })
      : false;
  const info = (id: CommandId, label: string, enabled: boolean, edits: boolean): CommandInfo => ({
    id,
    label,
    shortcut: SHORTCUT_LABELS[id],
    enabled: enabled && (!edits || !session.readOnly),
    edits,
  });
  // SPEC §2: offered only for 3D-rendered elements.
  const sceneZip =
    first && renders(session, first, 'r3f')
      ? [info('importSceneZip', COMMAND_LABELS.importSceneZip, true, true)]
      : [];
  return [
    info('insert', COMMAND_LABELS.insert, Boolean(current), true),
    info('wrap', COMMAND_LABELS.wrap, canWrap, true),
    ...sceneZip,
    info('cut', COMMAND_LABELS.cut, any, true),
    info('copy', COMMAND_LABELS.copy, any, false),
    info('paste', COMMAND_LABELS.paste, Boolean(current) && hasClipboard(), true),
    info('duplicate', COMMAND_LABELS.duplicate, any, true),
    info('copyStyling', COMMAND_LABELS.copyStyling, Boolean(first && renders(session, first, 'dom')), false),
    info('pasteStyling', COMMAND_LABELS.pasteStyling, any, true),
    info('remove', COMMAND_LABELS.remove, any, true),
    info(
      'expandAll',
      first && hasChildren && fullyExpanded(session, first)
        ? COMMAND_LABELS.collapseAll
        : COMMAND_LABELS.expandAll,
      hasChildren,
      false,
    ),
    info('importComponents', COMMAND_LABELS.importComponents, Boolean(current), true),
    info('exportComponents', COMMAND_LABELS.exportComponents, any, false),
  ];
}

export function runCommand(
  id: CommandId,
  session: BuilderSession,
  actions: ElementActions,
  components: ComponentActions,
  importSceneZip?: SceneZipImport,
): void {
  const state = session.store.getState();
  const selectedIds = [...state.selectedIds];
  const info = describeCommands(session).find((command) => command.id === id);
  if (id !== 'toggleOne' && !info?.enabled) return;
  const current = currentPage(session);
  const first = selectedIds[0];
  switch (id) {
    case 'insert':
      state.openInsert({ mode: 'insert', targetId: first ?? null });
      return;
    case 'wrap':
      state.openInsert({ mode: 'wrap', targetIds: selectedIds });
      return;
    case 'cut':
      cutElements(session, selectedIds);
      return;
    case 'copy':
      copyElements(session, selectedIds);
      return;
    case 'paste':
      pasteElements(session);
      return;
    case 'duplicate':
      actions.duplicate(selectedIds);
      return;
    case 'copyStyling':
      void actions.copyStyling(first);
      return;
    case 'pasteStyling':
      void actions.pasteStyling(selectedIds);
      return;
    case 'remove':
      actions.remove(selectedIds);
      return;
    case 'expandAll': {
      if (!first || !current) return;
      const { children } = current.tree.read();
      const ids = current.tree.subtree(first).filter((node) => (children.get(node)?.length ?? 0) > 0);
      state.setExpanded(ids, !fullyExpanded(session, first));
      return;
    }
    case 'toggleOne':
      if (first) state.toggleExpanded(first);
      return;
    case 'importComponents':
      void components.importFromFile(first ?? null);
      return;
    case 'exportComponents':
      components.exportToFile(selectedIds);
      return;
    case 'importSceneZip':
      if (first && current && importSceneZip) void importSceneZip(current.pageId, first);
      return;
  }
}
