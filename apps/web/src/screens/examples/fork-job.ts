// Waits for a fork job (SPEC §4 Fork): polls every 500 ms until it is 'completed' (→ the new project's
// id) or failed; stops when aborted (the viewer was left).
import { FORK_COMPLETED, FORK_POLL_MS, type ForkJob } from '@vitrine/core';

export const FORK_FAILED = 'failed';

export class ForkFailedError extends Error {}

export interface ForkPollOptions {
  read: () => Promise<ForkJob>;
  signal?: AbortSignal;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the new project's id; rejects on failure or abort. */
export async function waitForFork({
  read,
  signal,
  intervalMs = FORK_POLL_MS,
  sleep = defaultSleep,
}: ForkPollOptions): Promise<string> {
  for (;;) {
    await sleep(intervalMs);
    if (signal?.aborted) throw new DOMException('Fork polling stopped', 'AbortError');
    const job = await read();
    if (job.status === FORK_COMPLETED && job.targetProjectId) return job.targetProjectId;
    if (job.status === FORK_FAILED) throw new ForkFailedError('The project could not be forked');
  }
}
