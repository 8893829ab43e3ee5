// What the API's routes answer in words of their own (forks).

export const FORK_TEXTS = { jobNotFound: 'Fork not found' } as const;
