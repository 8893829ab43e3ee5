// The one error shape of the API: every refused or failed call answers it, whatever the status.
import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    message: z.string().describe('What went wrong, in words a user can read'),
    statusCode: z.number().int().min(400).max(599),
  })
  .meta({ id: 'ApiError' });
