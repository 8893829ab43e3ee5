// The texts of the toolbar's save status and offline badge.
export const OFFLINE_TEXTS = {
  saving: 'Saving…',
  saved: 'All changes saved',
  savedHint: 'Every change you made is stored on the server.',
  savingHint: 'Your latest changes are on their way to the server; they are kept on this device meanwhile.',
  badge: (count: number) => `Offline — ${count} ${count === 1 ? 'change' : 'changes'} saved on this device`,
  hint: 'Keep editing: your changes merge with your collaborators’ when the connection is back.',
  merged: (count: number) => `Back online — ${count} ${count === 1 ? 'change' : 'changes'} merged`,
} as const;
