// What the builder's element actions say (copy, cut and paste).

export const CLIPBOARD_TEXTS = {
  cut: (count: number) =>
    `${count === 1 ? 'Element' : `${count} elements`} cut: paste with ctrl+v on a page or into an element`,
  copied: (count: number) => `${count === 1 ? 'Element' : `${count} elements`} copied`,
  moved: (count: number, page: string) =>
    `${count === 1 ? 'Element' : `${count} elements`} moved to '${page}'`,
  gone: 'The cut elements are no longer there',
  statesCopied: (names: string[]) => `Page state copied along: ${names.join(', ')}`,
  dangling: (count: number, page: string) =>
    `${count === 1 ? 'An element' : `${count} elements`} on '${page}' still point at the moved elements`,
  show: 'Show',
} as const;
