// Texts of the example (template) viewer and of forking it (SPEC §2 Example viewer, §8).
export const EXAMPLE_TEXTS = {
  page: 'Page',
  loading: 'Loading example…',
} as const;

export const FORK_TEXTS = {
  forkToTeam: 'Fork to team',
  forking: 'Forking…',
  forked: 'Project forked successfully !',
  noTeam: 'No team where you may create projects',
} as const;
