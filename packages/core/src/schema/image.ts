// An image a material texture samples.
import { z } from 'zod';

export const MaterialImageSchema = z.object({
  uuid: z.string().min(1),
  url: z.string(),
});
