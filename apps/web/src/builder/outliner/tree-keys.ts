// What a key pressed on an outliner row means, after the WAI-ARIA tree view pattern: the arrows move
// between rows and open or close them, Home and End go to the ends, `*` opens the row's siblings,
// Enter (or F2) renames, printable characters jump to the next row whose label starts with what was
// typed — except the builder's own shortcuts (shift+1 and shift+0 zoom the canvas). Pure functions of the shown rows, so they are tested without a browser; use-tree-keyboard.ts
// applies the answer to the builder's state.
import { commandForKey } from '../shortcuts/key-commands.ts';
import type { OutlineRow } from './visible-rows.ts';

export type TreeKeyAction =
  /** Focus (and select) the row; `extend` adds the rows from the anchor to it to the selection. */
  | { kind: 'focus'; id: string; extend?: boolean }
  | { kind: 'expand'; ids: string[] }
  | { kind: 'collapse'; id: string }
  | { kind: 'rename'; id: string }
  | { kind: 'typeAhead'; char: string };

export type TreeKey = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** The row of the element's parent above `index`, or -1 for a top-level row. */
export function parentIndex(rows: readonly OutlineRow[], index: number): number {
  const depth = rows[index]?.depth ?? 0;
  for (let at = index - 1; at >= 0; at--) if (rows[at]!.depth < depth) return at;
  return -1;
}

/** The rows under the same parent as row `index` (itself included), in order. */
export function siblingIndexes(rows: readonly OutlineRow[], index: number): number[] {
  const depth = rows[index]?.depth;
  if (depth === undefined) return [];
  let start = index;
  while (start > 0 && rows[start - 1]!.depth >= depth) start--;
  const found: number[] = [];
  for (let at = start; at < rows.length && rows[at]!.depth >= depth; at++)
    if (rows[at]!.depth === depth) found.push(at);
  return found;
}

/**
 * The next row after `from` (wrapping round, `from` itself last) whose label starts with `text`,
 * case-insensitively; -1 when none does.
 */
export function typeAheadIndex(
  rows: readonly OutlineRow[],
  from: number,
  text: string,
  label: (id: string) => string,
): number {
  const wanted = text.toLocaleLowerCase();
  if (!wanted || rows.length === 0) return -1;
  for (let step = 1; step <= rows.length; step++) {
    const at = (from + step) % rows.length;
    if (label(rows[at]!.id).toLocaleLowerCase().startsWith(wanted)) return at;
  }
  return -1;
}

/**
 * What the typed characters look for: they add up while each comes within `windowMs` of the one
 * before, and start again after a pause. The same character typed again and again keeps looking for
 * that one character, so repeated presses cycle through the rows it starts. Any other key (a move,
 * a rename, a click) ends the search at once: a space pressed after it is a key of its own again.
 */
export function createTypeAhead(windowMs: number) {
  let text = '';
  let last = -Infinity;
  return {
    /** The text to look for after `char` was typed at `now` (ms). */
    type(char: string, now: number): string {
      text = now - last > windowMs ? char : text + char;
      last = now;
      return [...text].every((typed) => typed === char) ? char : text;
    },
    /** Whether a search is under way: a space typed now is part of it, not a key of its own. */
    typing(now: number): boolean {
      return text !== '' && now - last <= windowMs;
    },
    /** Ends the search under way: the next character starts a new one. */
    end(): void {
      text = '';
      last = -Infinity;
    },
  };
}

/** A key that types a character rather than commanding (no ctrl, cmd or alt). */
export function typedCharacter(event: TreeKey): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return [...event.key].length === 1 ? event.key : null;
}

/** The action of a key on row `index` of `rows`, or null when the key is not the tree's. */
export function treeKeyAction(
  event: TreeKey,
  rows: readonly OutlineRow[],
  index: number,
): TreeKeyAction | null {
  const row = rows[index];
  if (!row) return null;
  const focus = (at: number, extend = false): TreeKeyAction | null => {
    const target = rows[at];
    return target ? { kind: 'focus', id: target.id, ...(extend ? { extend } : {}) } : null;
  };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowDown':
      return focus(Math.min(index + 1, rows.length - 1), event.shiftKey);
    case 'ArrowUp':
      return focus(Math.max(index - 1, 0), event.shiftKey);
    case 'Home':
      return focus(0, event.shiftKey);
    case 'End':
      return focus(rows.length - 1, event.shiftKey);
    case 'ArrowRight':
      if (!row.hasChildren || event.shiftKey) return null;
      return row.expanded ? focus(index + 1) : { kind: 'expand', ids: [row.id] };
    case 'ArrowLeft':
      if (event.shiftKey) return null;
      if (row.expanded) return { kind: 'collapse', id: row.id };
      return focus(parentIndex(rows, index));
    case 'Enter':
    case 'F2':
      return event.shiftKey ? null : { kind: 'rename', id: row.id };
    case '*': {
      const closed = siblingIndexes(rows, index)
        .map((at) => rows[at]!)
        .filter((sibling) => sibling.hasChildren && !sibling.expanded)
        .map((sibling) => sibling.id);
      return { kind: 'expand', ids: closed };
    }
    default: {
      // A builder shortcut (shift+1 types "!") is the builder's, not a search.
      if (commandForKey(event)) return null;
      const char = typedCharacter(event);
      // Space picks the row up for a keyboard drag (use-outliner-dnd.ts) unless a search is typed.
      return char && char !== ' ' ? { kind: 'typeAhead', char } : null;
    }
  }
}
