// What a screen reader hears of moving assets by keyboard in the library (SPEC §5 drag and drop).
export const LIBRARY_DRAG_TEXTS = {
  instructions:
    'Enter opens, F2 renames, Ctrl+Space adds to the selection. Space picks up the asset (or the ' +
    'selection it is in); then the arrow keys choose a folder, Space or Enter moves it there and ' +
    'Escape cancels.',
  /** What is moved: the asset's name, or how many. */
  moved: (names: readonly string[]) => (names.length === 1 ? names[0]! : `${names.length} assets`),
  pickedUp: (what: string) => `Picked up ${what}.`,
  over: (folder: string) => `Over folder ${folder}.`,
  noFolder: 'No folder here takes it.',
  dropped: (what: string, folder: string) => `Moved ${what} into ${folder}.`,
  stays: (what: string) => `${what} stays where it was.`,
  cancelled: (what: string) => `Move cancelled. ${what} stays where it was.`,
} as const;
