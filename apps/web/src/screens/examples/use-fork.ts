// 'Fork to team' (SPEC §4 Fork): POST /v2/projects/:id/fork {targetTeamId} starts a job, polled
// every 500 ms until 'completed'; then the new project opens in the builder with 'Project forked
// successfully !'. The button stays disabled while a job runs; failures show the server's message.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { toastError } from '../../api/errors.ts';
import { EXAMPLE_TEXTS, FORK_POLL_MS } from './example-texts.ts';

const jobSchema = z.object({
  id: z.string(),
  status: z.string(),
  targetProjectId: z.string().nullish(),
  error: z.string().nullish(),
});

export function useFork(projectId: string) {
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const poll = useCallback(
    (id: string) => {
      timer.current = setTimeout(async () => {
        try {
          const job = jobSchema.parse(
            await api('GET', `/v2/projects/${encodeURIComponent(projectId)}/forks/${encodeURIComponent(id)}`),
          );
          if (job.status === 'completed' && job.targetProjectId) {
            setJobId(null);
            toast.success(EXAMPLE_TEXTS.forked);
            void navigate(`/builder/${job.targetProjectId}`);
            return;
          }
          if (job.status === 'failed') {
            setJobId(null);
            toast.error(job.error || EXAMPLE_TEXTS.forkFailed);
            return;
          }
          poll(id);
        } catch (error) {
          setJobId(null);
          toastError(error);
        }
      }, FORK_POLL_MS);
    },
    [navigate, projectId],
  );

  const fork = useCallback(
    async (targetTeamId: string) => {
      if (jobId) return;
      try {
        const job = jobSchema.parse(
          await api('POST', `/v2/projects/${encodeURIComponent(projectId)}/fork`, { targetTeamId }),
        );
        setJobId(job.id);
        poll(job.id);
      } catch (error) {
        toastError(error);
      }
    },
    [jobId, poll, projectId],
  );

  return { fork, forking: jobId !== null };
}
