// The builder's keyboard shortcuts (SPEC §2, §4): ctrl+z / ctrl+shift+z undo and redo, alt+f
// maximises the preview, and the outliner's commands (ctrl+x, ctrl+c, ctrl+v, ctrl+d, ctrl+shift+c,
// ctrl+shift+v, delete, ctrl+f, ctrl+shift+f, ctrl+i, ctrl+e, ctrl+w). Keys typed into a field are left alone, and a
// read-only session gets only the shortcuts that change nothing. The preview frame runs in a process
// of its own and forwards the shortcut keys pressed in it (preview/host-input.ts), so shortcuts work
// wherever the focus is.
import { useEffect } from 'react';
import { useComponentActions } from '../actions/use-component-actions.ts';
import { useElementActions } from '../actions/use-element-actions.ts';
import { runCommand } from '../outliner/outliner-commands.ts';
import { CLIPBOARD_COMMANDS, commandForKey, isCanvasCommand, isTyping, selectsText } from './key-commands.ts';
import { previewKeys } from './preview-keys.ts';
import { useSession } from '../state/session.tsx';

export function useBuilderShortcuts(): void {
  const session = useSession();
  const actions = useElementActions();
  const components = useComponentActions();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (session.store.getState().insertMenu.mode !== 'closed') return;
      const command = commandForKey(event);
      // The canvas handles its zoom keys itself (canvas/use-canvas-shortcuts.ts).
      if (!command || isCanvasCommand(command)) return;
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
    const targets: EventTarget[] = [window, previewKeys];
    for (const target of targets) target.addEventListener('keydown', onKeyDown as EventListener);
    return () => {
      for (const target of targets) target.removeEventListener('keydown', onKeyDown as EventListener);
    };
  }, [session, actions, components]);
}
