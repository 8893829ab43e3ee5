// One choice of a MaterialVariant component: a label and the material asset it applies.
import { z } from 'zod';

export const MaterialVariantSchema = z.object({
  label: z.string(),
  asset: z.object({ id: z.string() }),
});
export type MaterialVariant = z.infer<typeof MaterialVariantSchema>;
