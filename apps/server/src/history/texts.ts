// What the version-history API answers, in one place.
export const HISTORY_TEXTS = {
  projectNotFound: 'Project not found',
  checkpointNotFound: 'Checkpoint not found',
  brokenChain: 'This checkpoint can no longer be read',
  nameTooLong: 'A checkpoint name is at most 120 characters',
  readOnly: 'You are not allowed to change this project',
  beforeRestore: (name: string) => `Before restoring ${name}`,
  automatic: 'Automatic checkpoint',
} as const;
