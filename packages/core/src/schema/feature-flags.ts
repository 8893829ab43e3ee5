// The product's feature flags (GET/PUT /v2/feature-flags/definition): every signed-in user reads
// them, a system admin replaces them as a whole.
import { z } from 'zod';

const FEATURE_FLAGS_MAX = 200;

export const FeatureFlagSchema = z.object({
  enabled: z.boolean(),
  description: z.string().max(500).optional(),
});

export const FeatureFlagsSchema = z.object({
  definition: z
    .record(
      z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,63}$/, 'definition: invalid flag name'),
      FeatureFlagSchema,
    )
    .refine(
      (flags) => Object.keys(flags).length <= FEATURE_FLAGS_MAX,
      `definition: at most ${FEATURE_FLAGS_MAX} flags`,
    ),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;
