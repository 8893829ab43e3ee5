// Texts of the example (template) viewer (SPEC §2, §4 Fork, §8).
export const EXAMPLE_TEXTS = {
  forkToTeam: 'Fork to team',
  chooseTeam: 'Choose a team',
  forking: 'Forking…',
  forked: 'Project forked successfully !',
  forkFailed: 'Something went wrong !!!',
  page: 'Page',
  loading: 'Loading example…',
} as const;

/** SPEC §9: a fork job is polled every 500 ms. */
export const FORK_POLL_MS = 500;
