import type { ForkJob } from '@vitrine/core';
import { describe, expect, it, vi } from 'vitest';
import { ForkFailedError, waitForFork } from './fork-job.ts';

const job = (status: ForkJob['status'], targetProjectId: string | null = null) => ({
  id: 'j',
  status,
  targetProjectId,
  error: null,
});

describe('waitForFork', () => {
  it('polls every 500 ms until the job completes, then answers the new project', async () => {
    const read = vi
      .fn()
      .mockResolvedValueOnce(job('pending'))
      .mockResolvedValueOnce(job('pending'))
      .mockResolvedValueOnce(job('completed', 'new-project'));
    const sleep = vi.fn(async () => undefined);
    await expect(waitForFork({ read, sleep })).resolves.toBe('new-project');
    expect(read).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(500);
  });

  it('rejects when the job fails or the polling is aborted', async () => {
    const sleep = async () => undefined;
    await expect(waitForFork({ read: async () => job('failed'), sleep })).rejects.toBeInstanceOf(
      ForkFailedError,
    );
    const controller = new AbortController();
    controller.abort();
    await expect(
      waitForFork({ read: async () => job('pending'), sleep, signal: controller.signal }),
    ).rejects.toThrow('Fork polling stopped');
  });
});
