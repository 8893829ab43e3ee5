// How long to wait before reconnecting: exponential backoff with "full jitter", so a server restart
// does not bring every client back in the same instant.

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 200, maxMs: 5000 };

/** A delay in [0, min(max, base·2^attempt)) — attempt 0 is the first retry. */
export function reconnectDelay(attempt: number, options = DEFAULT_BACKOFF, random = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 16));
  return Math.floor(random() * ceiling);
}
