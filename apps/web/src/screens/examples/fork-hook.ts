// The Fork action: starts a job, keeps its id, polls it every 500 ms and, once completed, opens the
// new project's builder with 'Project forked successfully !'. While a job runs the action is busy
// (the button is disabled); leaving the screen stops the polling.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { readForkJob, startFork } from './fork-api.ts';
import { waitForFork } from './fork-job.ts';
import { FORK_TEXTS } from './texts.ts';

export function useForkProject(projectId: string) {
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const fork = async (targetTeamId: string) => {
    if (jobId) return;
    const controller = new AbortController();
    abort.current = controller;
    try {
      const job = await startFork(projectId, targetTeamId);
      setJobId(job.id);
      const newProjectId = await waitForFork({
        read: () => readForkJob(projectId, job.id),
        signal: controller.signal,
      });
      toast.success(FORK_TEXTS.forked);
      void navigate(`/builder/${encodeURIComponent(newProjectId)}`);
    } catch (error) {
      if (!controller.signal.aborted) toastError(error, error instanceof Error ? error.message : undefined);
    } finally {
      if (!controller.signal.aborted) setJobId(null);
    }
  };

  return { fork, busy: jobId !== null, jobId };
}
