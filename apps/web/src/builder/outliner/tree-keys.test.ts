import { describe, expect, it } from 'vitest';
import {
  createTypeAhead,
  parentIndex,
  siblingIndexes,
  treeKeyAction,
  typeAheadIndex,
  typedCharacter,
  type TreeKey,
} from './tree-keys.ts';
import type { OutlineRow } from './visible-rows.ts';

// Section (open) > [Heading, Card (open) > [Title], Button], Footer (closed, has children), Image
const rows: OutlineRow[] = [
  { id: 'section', depth: 0, hasChildren: true, expanded: true, setSize: 3, posInSet: 1 },
  { id: 'heading', depth: 1, hasChildren: false, expanded: false, setSize: 3, posInSet: 1 },
  { id: 'card', depth: 1, hasChildren: true, expanded: true, setSize: 3, posInSet: 2 },
  { id: 'title', depth: 2, hasChildren: false, expanded: false, setSize: 1, posInSet: 1 },
  { id: 'button', depth: 1, hasChildren: false, expanded: false, setSize: 3, posInSet: 3 },
  { id: 'footer', depth: 0, hasChildren: true, expanded: false, setSize: 3, posInSet: 2 },
  { id: 'image', depth: 0, hasChildren: false, expanded: false, setSize: 3, posInSet: 3 },
];
const labels: Record<string, string> = {
  section: 'Section',
  heading: 'Heading',
  card: 'Card',
  title: 'Title text',
  button: 'Buy now',
  footer: 'Footer',
  image: 'Banner',
};
const label = (id: string) => labels[id]!;
const at = (id: string) => rows.findIndex((row) => row.id === id);

const key = (name: string, mods: Partial<Omit<TreeKey, 'key'>> = {}): TreeKey => ({
  key: name,
  code: '',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('treeKeyAction', () => {
  it('moves up and down one row, stopping at the ends', () => {
    expect(treeKeyAction(key('ArrowDown'), rows, at('heading'))).toEqual({ kind: 'focus', id: 'card' });
    expect(treeKeyAction(key('ArrowUp'), rows, at('heading'))).toEqual({ kind: 'focus', id: 'section' });
    expect(treeKeyAction(key('ArrowUp'), rows, 0)).toEqual({ kind: 'focus', id: 'section' });
    expect(treeKeyAction(key('ArrowDown'), rows, rows.length - 1)).toEqual({ kind: 'focus', id: 'image' });
  });

  it('extends the selection with shift', () => {
    expect(treeKeyAction(key('ArrowDown', { shiftKey: true }), rows, 0)).toEqual({
      kind: 'focus',
      id: 'heading',
      extend: true,
    });
    expect(treeKeyAction(key('End', { shiftKey: true }), rows, 0)).toEqual({
      kind: 'focus',
      id: 'image',
      extend: true,
    });
  });

  it('goes to the first and last rows with Home and End', () => {
    expect(treeKeyAction(key('Home'), rows, at('button'))).toEqual({ kind: 'focus', id: 'section' });
    expect(treeKeyAction(key('End'), rows, at('button'))).toEqual({ kind: 'focus', id: 'image' });
  });

  it('opens a closed row with Right, and goes to the first child of an open one', () => {
    expect(treeKeyAction(key('ArrowRight'), rows, at('footer'))).toEqual({ kind: 'expand', ids: ['footer'] });
    expect(treeKeyAction(key('ArrowRight'), rows, at('card'))).toEqual({ kind: 'focus', id: 'title' });
    expect(treeKeyAction(key('ArrowRight'), rows, at('image'))).toBeNull();
  });

  it('closes an open row with Left, and goes to the parent of a closed one', () => {
    expect(treeKeyAction(key('ArrowLeft'), rows, at('card'))).toEqual({ kind: 'collapse', id: 'card' });
    expect(treeKeyAction(key('ArrowLeft'), rows, at('title'))).toEqual({ kind: 'focus', id: 'card' });
    expect(treeKeyAction(key('ArrowLeft'), rows, at('button'))).toEqual({ kind: 'focus', id: 'section' });
    expect(treeKeyAction(key('ArrowLeft'), rows, at('image'))).toBeNull();
  });

  it('renames with Enter or F2', () => {
    expect(treeKeyAction(key('Enter'), rows, at('card'))).toEqual({ kind: 'rename', id: 'card' });
    expect(treeKeyAction(key('F2'), rows, at('card'))).toEqual({ kind: 'rename', id: 'card' });
  });

  it('opens the closed siblings with *', () => {
    expect(treeKeyAction(key('*'), rows, at('image'))).toEqual({ kind: 'expand', ids: ['footer'] });
    expect(treeKeyAction(key('*'), rows, at('heading'))).toEqual({ kind: 'expand', ids: [] });
  });

  it('types characters and leaves Space, shortcuts and other keys alone', () => {
    expect(treeKeyAction(key('b'), rows, 0)).toEqual({ kind: 'typeAhead', char: 'b' });
    expect(treeKeyAction(key('B', { shiftKey: true }), rows, 0)).toEqual({ kind: 'typeAhead', char: 'B' });
    expect(treeKeyAction(key(' '), rows, 0)).toBeNull();
    expect(treeKeyAction(key('d', { ctrlKey: true }), rows, 0)).toBeNull();
    expect(treeKeyAction(key('ArrowDown', { metaKey: true }), rows, 0)).toBeNull();
    expect(treeKeyAction(key('Delete'), rows, 0)).toBeNull();
    expect(treeKeyAction(key('Tab'), rows, 0)).toBeNull();
  });

  it('leaves shift+1 and shift+0 to the canvas (zoom to fit, to 100 %) on any layout', () => {
    expect(treeKeyAction(key('!', { shiftKey: true, code: 'Digit1' }), rows, 0)).toBeNull();
    expect(treeKeyAction(key(')', { shiftKey: true, code: 'Digit0' }), rows, 0)).toBeNull();
    // AZERTY: shift on the same keys types the digits.
    expect(treeKeyAction(key('1', { shiftKey: true, code: 'Digit1' }), rows, 0)).toBeNull();
    // The same characters typed from other keys still search.
    expect(treeKeyAction(key('!', { code: 'Slash' }), rows, 0)).toEqual({ kind: 'typeAhead', char: '!' });
  });

  it('does nothing without rows', () => {
    expect(treeKeyAction(key('ArrowDown'), [], 0)).toBeNull();
  });
});

describe('parentIndex and siblingIndexes', () => {
  it('finds the parent row above', () => {
    expect(parentIndex(rows, at('title'))).toBe(at('card'));
    expect(parentIndex(rows, at('button'))).toBe(at('section'));
    expect(parentIndex(rows, at('footer'))).toBe(-1);
  });

  it('finds the rows under the same parent', () => {
    expect(siblingIndexes(rows, at('button')).map((index) => rows[index]!.id)).toEqual([
      'heading',
      'card',
      'button',
    ]);
    expect(siblingIndexes(rows, at('footer')).map((index) => rows[index]!.id)).toEqual([
      'section',
      'footer',
      'image',
    ]);
  });
});

describe('type-ahead', () => {
  it('finds the next row whose label starts with the text, wrapping round', () => {
    expect(typeAheadIndex(rows, 0, 'b', label)).toBe(at('button'));
    expect(typeAheadIndex(rows, at('button'), 'b', label)).toBe(at('image'));
    expect(typeAheadIndex(rows, at('image'), 'b', label)).toBe(at('button'));
    expect(typeAheadIndex(rows, 0, 'TITLE', label)).toBe(at('title'));
    expect(typeAheadIndex(rows, 0, 'z', label)).toBe(-1);
    expect(typeAheadIndex([], 0, 'b', label)).toBe(-1);
  });

  it('adds up characters typed within the window and starts again after it', () => {
    const typeAhead = createTypeAhead(500);
    expect(typeAhead.type('b', 1000)).toBe('b');
    expect(typeAhead.type('a', 1200)).toBe('ba');
    expect(typeAhead.typing(1600)).toBe(true);
    expect(typeAhead.type('n', 1600)).toBe('ban');
    expect(typeAhead.typing(2200)).toBe(false);
    expect(typeAhead.type('c', 2200)).toBe('c');
  });

  it('ends the search when another key comes between', () => {
    const typeAhead = createTypeAhead(500);
    expect(typeAhead.type('s', 1000)).toBe('s');
    typeAhead.end();
    expect(typeAhead.typing(1100)).toBe(false);
    expect(typeAhead.type('e', 1100)).toBe('e');
  });

  it('keeps looking for one character typed again and again', () => {
    const typeAhead = createTypeAhead(500);
    expect(typeAhead.type('b', 0)).toBe('b');
    expect(typeAhead.type('b', 100)).toBe('b');
    expect(typeAhead.type('b', 200)).toBe('b');
  });

  it('tells typed characters from commands', () => {
    expect(typedCharacter(key('a'))).toBe('a');
    expect(typedCharacter(key('é'))).toBe('é');
    expect(typedCharacter(key('a', { ctrlKey: true }))).toBeNull();
    expect(typedCharacter(key('ArrowUp'))).toBeNull();
  });
});
