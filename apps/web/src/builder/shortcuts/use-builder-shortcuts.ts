// The builder's keyboard shortcuts (SPEC §2, §4): ctrl+z / ctrl+shift+z undo and redo, alt+f
// maximises the preview, and the outliner's commands (ctrl+x, ctrl+c, ctrl+v, ctrl+d, ctrl+shift+c,
// ctrl+shift+v, delete, ctrl+f, ctrl+shift+f, ctrl+i, ctrl+e, ctrl+w). Keys typed into a field are left alone, and a
// read-only session gets only the shortcuts that change nothing. The same handler listens inside
// the same-origin preview frame so shortcuts work wherever the focus is.
import { useEffect } from 'react';
import { useComponentActions } from '../actions/use-component-actions.ts';
import { useElementActions } from '../actions/use-element-actions.ts';
import { runCommand } from '../outliner/outliner-commands.ts';
import { commandForKey } from './key-commands.ts';
import { useSession } from '../state/session.tsx';

const CLIPBOARD_COMMANDS = new Set(['cut', 'copy', 'paste']);

/** Text the user selected on purpose keeps the browser's own cut, copy and paste. */
function selectsText(event: KeyboardEvent): boolean {
  const view = (event.target as Node | null)?.ownerDocument?.defaultView ?? window;
  const selection = view.getSelection();
  return Boolean(selection && !selection.isCollapsed && selection.toString().trim());
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target.getAttribute('role') === 'combobox';
}

export function useBuilderShortcuts(frameDocument: Document | null): void {
  const session = useSession();
  const actions = useElementActions();
  const components = useComponentActions();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (session.store.getState().insertMenu.mode !== 'closed') return;
      const command = commandForKey(event);
      if (!command) return;
      if (CLIPBOARD_COMMANDS.has(command)) {
        if (selectsText(event)) return;
        if (command !== 'paste' && session.store.getState().selectedIds.length === 0) return;
      }
      event.preventDefault();
      if (command === 'maximise') {
        const state = session.store.getState();
        state.setMaximised(!state.maximised);
        return;
      }
      if (command === 'undo' || command === 'redo') {
        if (session.readOnly) return;
        if (command === 'undo') session.history.undo();
        else session.history.redo();
        return;
      }
      runCommand(command, session, actions, components);
    };
    const targets: Array<Document | Window> = [window];
    if (frameDocument) targets.push(frameDocument);
    for (const target of targets) target.addEventListener('keydown', onKeyDown as EventListener);
    return () => {
      for (const target of targets) target.removeEventListener('keydown', onKeyDown as EventListener);
    };
  }, [session, actions, components, frameDocument]);
}
