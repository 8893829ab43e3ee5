// A running or finished copy of a project into a team.
import { z } from 'zod';

export const FORK_COMPLETED = 'completed';

export const ForkJobSchema = z.object({
  id: z.string().min(1),
  /** 'completed' when done; other values while the copy runs or when it failed. */
  status: z.string(),
  targetProjectId: z.string().nullable().default(null),
});
export type ForkJob = z.infer<typeof ForkJobSchema>;
