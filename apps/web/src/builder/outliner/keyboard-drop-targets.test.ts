import { describe, expect, it } from 'vitest';
import { keyboardDropTargets, stepDropTarget } from './keyboard-drop-targets.ts';
import type { OutlineRow } from './visible-rows.ts';

const row = (id: string, depth: number, expanded = false): OutlineRow => ({
  id,
  depth,
  hasChildren: expanded,
  expanded,
  setSize: 1,
  posInSet: 1,
});

// Section (open) > [Heading, Card (open) > [Title], Button], Image
const rows = [
  row('section', 0, true),
  row('heading', 1),
  row('card', 1, true),
  row('title', 2),
  row('button', 1),
  row('image', 0),
];
const names = (targets: { id: string; position: string }[]) =>
  targets.map((target) => `${target.position} ${target.id}`);

describe('keyboardDropTargets', () => {
  it('offers before, inside and after each row, without naming one place twice', () => {
    expect(names(keyboardDropTargets(rows, new Set(), true))).toEqual([
      'top section',
      'over section',
      // "after section" is "before image", shown on the image's row, next to it.
      'top heading',
      'over heading',
      'bottom heading',
      // "before card" is "after heading".
      'over card',
      'top title',
      'over title',
      'bottom title',
      'top button',
      'over button',
      'bottom button',
      'top image',
      'over image',
      'bottom image',
    ]);
  });

  it('leaves out the dragged element, its subtree and the places where it already is', () => {
    const forbidden = new Set(['card', 'title']);
    expect(names(keyboardDropTargets(rows, forbidden, true))).toEqual([
      'top section',
      'over section',
      'top heading',
      'over heading',
      // after heading and before button are where card is.
      'over button',
      'bottom button',
      'top image',
      'over image',
      'bottom image',
    ]);
  });

  it('keeps the places beside a dragged element when several are dragged', () => {
    const forbidden = new Set(['card', 'title', 'image']);
    expect(names(keyboardDropTargets(rows, forbidden, false))).toContain('bottom heading');
    expect(names(keyboardDropTargets(rows, forbidden, false))).toContain('top button');
  });
});

describe('stepDropTarget', () => {
  const targets = keyboardDropTargets(rows, new Set(['card', 'title']), true);

  it('starts next to the row the drag started from', () => {
    expect(stepDropTarget(targets, null, 2, 1)).toMatchObject({ id: 'button', position: 'over' });
    expect(stepDropTarget(targets, null, 2, -1)).toMatchObject({ id: 'heading', position: 'over' });
  });

  it('moves one place per press and stays at the ends', () => {
    const first = stepDropTarget(targets, { id: 'heading', position: 'over' }, 2, 1);
    expect(first).toMatchObject({ id: 'button', position: 'over', index: 4 });
    expect(stepDropTarget(targets, { id: 'section', position: 'top' }, 2, -1)).toMatchObject({
      id: 'section',
      position: 'top',
    });
    expect(stepDropTarget(targets, { id: 'image', position: 'bottom' }, 2, 1)).toMatchObject({
      id: 'image',
      position: 'bottom',
    });
  });

  it('starts again next to the origin when the chosen place is gone', () => {
    expect(stepDropTarget(targets, { id: 'gone', position: 'over' }, 2, 1)).toMatchObject({ id: 'button' });
    expect(stepDropTarget([], null, 0, 1)).toBeNull();
  });
});
