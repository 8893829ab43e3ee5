import { closestCenter, type ClientRect, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { verticalKeyboardCoordinates } from './dashboard-dnd.ts';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 0,
  right: 800,
  width: 800,
});

// A short section, a middle one, and a very tall one (Quickstart Templates on a narrow screen).
const rects = new Map([
  ['get-started', rect(0, 100)],
  ['recent-projects', rect(140, 300)],
  ['quickstart-templates', rect(480, 1200)],
]);
const containers = [...rects.keys()].map((id) => ({ id, disabled: false, data: { current: {} } }));

/** One arrow press while `activeId`'s collision rect stands at `at`; returns the rect after it. */
function press(code: string, activeId: string, at: ClientRect): ClientRect | undefined {
  const context = {
    active: { id: activeId },
    collisionRect: at,
    droppableRects: rects,
    droppableContainers: { getEnabled: () => containers },
  } as unknown as Context;
  const moved = verticalKeyboardCoordinates({ code, preventDefault: () => {} } as KeyboardEvent, {
    active: activeId,
    currentCoordinates: { x: at.left, y: at.top },
    context,
  });
  return moved ? rect(moved.y, at.height) : undefined;
}

const overOf = (activeId: string, at: ClientRect) =>
  closestCenter({
    active: { id: activeId } as never,
    collisionRect: at,
    droppableRects: rects,
    droppableContainers: containers as never,
    pointerCoordinates: null,
  })[0]?.id;

describe('verticalKeyboardCoordinates', () => {
  it('moves a tall section onto each shorter one above it in turn, then back to its place', () => {
    const active = 'quickstart-templates';
    const once = press('ArrowUp', active, rects.get(active)!)!;
    expect(overOf(active, once)).toBe('recent-projects');
    const twice = press('ArrowUp', active, once)!;
    expect(overOf(active, twice)).toBe('get-started');
    expect(press('ArrowUp', active, twice)).toBeUndefined();
    const back = press('ArrowDown', active, press('ArrowDown', active, twice)!)!;
    expect(overOf(active, back)).toBe(active);
  });

  it('moves a short section down past a tall one', () => {
    const active = 'get-started';
    const once = press('ArrowDown', active, rects.get(active)!)!;
    expect(overOf(active, once)).toBe('recent-projects');
    expect(overOf(active, press('ArrowDown', active, once)!)).toBe('quickstart-templates');
  });

  it('leaves other keys alone', () => {
    expect(press('ArrowLeft', 'get-started', rects.get('get-started')!)).toBeUndefined();
  });
});
