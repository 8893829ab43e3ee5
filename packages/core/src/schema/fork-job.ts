// A running or finished copy of a project into a team.
import { z } from 'zod';

export const FORK_STATUS = { pending: 'pending', completed: 'completed', failed: 'failed' } as const;
export const FORK_COMPLETED = FORK_STATUS.completed;
export const ForkStatusSchema = z.enum([FORK_STATUS.pending, FORK_STATUS.completed, FORK_STATUS.failed]);

export const ForkJobSchema = z
  .object({
    id: z.string().min(1),
    status: ForkStatusSchema,
    targetProjectId: z.string().nullable().describe('The new project, once the copy is completed'),
    error: z.string().nullable().describe('Why the copy failed'),
  })
  .meta({ id: 'ForkJob' });
export type ForkJob = z.infer<typeof ForkJobSchema>;
