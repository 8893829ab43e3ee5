// The outliner's own words: its list, and what a screen reader hears of a drag (SPEC §2, §4).
import type { DropPosition } from '@vitrine/core';

const WHERE: Record<DropPosition, string> = { top: 'before', over: 'inside', bottom: 'after' };

export const OUTLINER_TEXTS = {
  search: 'Search elements',
  tree: 'Elements',
  noMatch: 'No element matches',
  empty: 'This page is empty',
  rename: 'Label',
  /** Read with the tree (aria-describedby) and by dnd-kit with its draggable. */
  instructions:
    'Arrow keys move between elements and open or close them, Enter renames. ' +
    'Space picks up the selected elements; then the up and down arrows choose where they go, right ' +
    'and left open and close the element there, Space or Enter drops them and Escape cancels.',
  /** What is dragged: the element's label, or how many. */
  dragged: (labels: readonly string[]) => (labels.length === 1 ? labels[0]! : `${labels.length} elements`),
  pickedUp: (what: string) => `Picked up ${what}.`,
  place: (position: DropPosition, label: string, open: boolean | null) => {
    const state = position === 'over' && open !== null ? (open ? ', open' : ', closed') : '';
    const where = WHERE[position];
    return `${where[0]!.toUpperCase()}${where.slice(1)} ${label}${state}.`;
  },
  nowhere: 'Not over a place to drop.',
  overPage: (page: string) => `Over page ${page}.`,
  moved: (what: string, position: DropPosition, label: string) =>
    `Moved ${what} ${WHERE[position]} ${label}.`,
  movedToPage: (what: string, page: string) => `Moved ${what} to page ${page}.`,
  stays: (what: string) => `${what} stays where it was.`,
  cancelled: (what: string) => `Move cancelled. ${what} stays where it was.`,
} as const;
