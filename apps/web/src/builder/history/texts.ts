// The version history's texts in one place.
import type { Checkpoint, CheckpointAuthor } from '@vitrine/core';

export const HISTORY_TEXTS = {
  button: 'Version history',
  title: 'Version history',
  close: 'Close version history',
  namePlaceholder: 'Name this version',
  save: 'Save',
  saved: (name: string) => `Saved '${name}'`,
  empty: 'No checkpoints yet. One is taken automatically while you edit, or save one now.',
  automatic: 'Automatic checkpoint',
  restoreKind: 'Taken before a restore',
  previewing: 'Previewing',
  restore: 'Restore this version',
  backToCurrent: 'Back to current',
  restored: (name: string) => `Restored ${name}. Undo brings the previous state back.`,
  loadFailed: 'The history could not be loaded',
  by: 'by',
} as const;

export function checkpointLabel(checkpoint: Pick<Checkpoint, 'name' | 'kind'>): string {
  if (checkpoint.name) return checkpoint.name;
  return checkpoint.kind === 'auto' ? HISTORY_TEXTS.automatic : HISTORY_TEXTS.restoreKind;
}

export function authorName(author: CheckpointAuthor): string {
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return name || author.email;
}

export function authorList(authors: readonly CheckpointAuthor[]): string {
  return authors.map(authorName).join(', ');
}
