// The breakpoints' texts: the toolbar's breakpoint buttons, the style fields' origin markers and the
// breakpoints editor.
export const BREAKPOINT_TEXTS = {
  group: 'Breakpoint',
  width: (point: { maxWidth?: number; minWidth?: number }) =>
    point.maxWidth !== undefined
      ? `≤ ${point.maxWidth}px`
      : point.minWidth !== undefined
        ? `≥ ${point.minWidth}px`
        : '',
  button: (label: string, width: string) => (width ? `${label} ${width}` : label),
  editing: (label: string) => `Styles edit ${label}`,
  originThis: (label: string) => `Set on ${label}`,
  originWider: (label: string) => `Inherited from ${label}`,
  originBase: (label: string) => `Inherited from ${label} (base)`,
  reset: (label: string) => `Remove the ${label} value`,
  edit: 'Edit breakpoints',
  editorTitle: 'Breakpoints',
  name: 'Name',
  kind: 'Applies',
  kindMax: 'up to',
  kindMin: 'from',
  widthField: 'Width (px)',
  add: 'Add breakpoint',
  remove: (label: string) => `Remove ${label}`,
  newLabel: 'New breakpoint',
  baseNote: 'The base styles every screen starts from',
} as const;
