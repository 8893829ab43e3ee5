// The offline badge's texts.
export const OFFLINE_TEXTS = {
  badge: (count: number) => `Offline — ${count} ${count === 1 ? 'change' : 'changes'} saved on this device`,
  hint: 'Keep editing: your changes merge with your collaborators’ when the connection is back.',
  merged: (count: number) => `Back online — ${count} ${count === 1 ? 'change' : 'changes'} merged`,
} as const;
