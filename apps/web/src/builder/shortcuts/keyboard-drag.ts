// Drag and drop by keyboard for lists whose drop places are known by the feature, not measured on
// screen (the outliner's rows, the library's folders): dnd-kit's KeyboardSensor picks up with Space,
// drops with Space or Enter and cancels with Escape or Tab, announces the drag in its live region and
// reports each arrow press as a move; the feature's `step` decides where that press goes.
import {
  KeyboardCode,
  KeyboardSensor,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
} from '@dnd-kit/core';

export type StepDirection = 'up' | 'down' | 'left' | 'right';

const DIRECTIONS: Partial<Record<string, StepDirection>> = {
  [KeyboardCode.Up]: 'up',
  [KeyboardCode.Down]: 'down',
  [KeyboardCode.Left]: 'left',
  [KeyboardCode.Right]: 'right',
};

/**
 * KeyboardSensor whose pick-up key is a plain Space: with ctrl, cmd, alt or shift held the key is
 * the feature's own (a selection toggle, a builder shortcut).
 */
export class PlainKeyboardSensor extends KeyboardSensor {
  static override activators: typeof KeyboardSensor.activators = KeyboardSensor.activators.map(
    (activator) => ({
      ...activator,
      handler: (event, options, context) => {
        const native = event.nativeEvent as KeyboardEvent;
        if (native.ctrlKey || native.metaKey || native.altKey || native.shiftKey) return false;
        return activator.handler(event, options, context);
      },
    }),
  );
}

const KEYBOARD_CODES: KeyboardSensorOptions['keyboardCodes'] = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc, KeyboardCode.Tab],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

/** The middle of the box the sensor scrolls within (dnd-kit measures it the same way). */
function middleOf(frame: Element | undefined): { x: number; y: number } {
  if (!frame || frame === document.scrollingElement)
    return { x: window.innerWidth / 2, y: window.innerHeight / 2 };
  const { top, left } = frame.getBoundingClientRect();
  return { x: left + frame.clientWidth / 2, y: top + frame.clientHeight / 2 };
}

/**
 * The sensor's options for a drag that walks the feature's places. `step` moves to the next place
 * in the arrow's direction and says whether anything changed; a change is reported to dnd-kit as a
 * move (onDragMove, and its announcement). The place is the feature's, so the reported point only
 * has to differ from the last one: it stays on the middle of the list, where the sensor does not
 * scroll the list on its own (the feature scrolls its place into view).
 */
export function steppingKeyboardOptions(
  step: (direction: StepDirection, event: KeyboardEvent) => boolean,
): KeyboardSensorOptions {
  let moves = 0;
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    event.preventDefault();
    if (!step(direction, event)) return undefined;
    moves += 1;
    const middle = middleOf(context.scrollableAncestors[0]);
    // Up and down are checked against the list's height only, left and right against its width.
    return direction === 'up' || direction === 'down'
      ? { x: middle.x + (moves % 2), y: middle.y }
      : { x: middle.x, y: middle.y + (moves % 2) };
  };
  return { keyboardCodes: KEYBOARD_CODES, coordinateGetter, scrollBehavior: 'auto' };
}
