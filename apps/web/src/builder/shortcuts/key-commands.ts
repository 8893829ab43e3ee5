// Which builder command a key press means (SPEC §2 shortcuts).
import type { CommandId } from '../outliner/outliner-commands.ts';

/** The canvas's own commands (canvas/use-canvas-shortcuts.ts). */
export type CanvasCommand = 'zoomToFit' | 'zoomToActualSize' | 'zoomIn' | 'zoomOut';

export type KeyCommand = CommandId | CanvasCommand | 'undo' | 'redo' | 'maximise';

const CANVAS_COMMANDS: ReadonlySet<KeyCommand> = new Set<CanvasCommand>([
  'zoomToFit',
  'zoomToActualSize',
  'zoomIn',
  'zoomOut',
]);

export function isCanvasCommand(command: KeyCommand): command is CanvasCommand {
  return CANVAS_COMMANDS.has(command);
}

/** Zoom in and out: ctrl/⌘ with = or + (the same key on most layouts) and with -. */
function zoomCommand(key: string, code: string): CanvasCommand | null {
  if (key === '=' || key === '+' || code === 'Equal' || code === 'NumpadAdd') return 'zoomIn';
  if (key === '-' || key === '_' || code === 'Minus' || code === 'NumpadSubtract') return 'zoomOut';
  return null;
}

/** The command of a key press, or null. `mod` is ctrl (or cmd on macOS). */
export function commandForKey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): KeyCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  const code = event.code;
  if (event.altKey && !mod && (code === 'KeyF' || key === 'f' || key === 'ƒ')) return 'maximise';
  if (!mod && !event.altKey) {
    if (key === 'delete') return 'remove';
    // Shift+1 and shift+0 by the key's place: shift turns the digit into !, ) or others by layout.
    if (event.shiftKey && code === 'Digit1') return 'zoomToFit';
    if (event.shiftKey && code === 'Digit0') return 'zoomToActualSize';
  }
  if (!mod || event.altKey) return null;
  const zoom = zoomCommand(key, code);
  if (zoom) return zoom;
  if (event.shiftKey) {
    if (key === 'z') return 'redo';
    if (key === 'c') return 'copyStyling';
    if (key === 'v') return 'pasteStyling';
    if (key === 'f') return 'toggleOne';
    return null;
  }
  switch (key) {
    case 'z':
      return 'undo';
    case 'd':
      return 'duplicate';
    case 'x':
      return 'cut';
    case 'c':
      return 'copy';
    case 'v':
      return 'paste';
    case 'f':
      return 'expandAll';
    case 'i':
      return 'importComponents';
    case 'e':
      return 'exportComponents';
    case 'w':
      return 'wrap';
    default:
      return null;
  }
}

export const CLIPBOARD_COMMANDS: ReadonlySet<KeyCommand> = new Set(['cut', 'copy', 'paste']);

/** Text the user selected on purpose keeps the browser's own cut, copy and paste. */
export function selectsText(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Node)) return false;
  const selection = (target.ownerDocument?.defaultView ?? window).getSelection();
  return Boolean(selection && !selection.isCollapsed && selection.toString().trim());
}

/** A key typed into a field is the field's. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target.getAttribute('role') === 'combobox';
}
