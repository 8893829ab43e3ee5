// Texts of forking (SPEC §2 Example viewer, §8).
export const FORK_TEXTS = {
  forkToTeam: 'Fork to team',
  forking: 'Forking…',
  forked: 'Project forked successfully !',
  noTeam: 'No team where you may create projects',
} as const;
