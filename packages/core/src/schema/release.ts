// A published, immutable version of a project.
import { z } from 'zod';

export const SEMVER_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export const ReleaseSchema = z.object({
  version: z.string().regex(SEMVER_PATTERN, 'Version must be major.minor.patch'),
  description: z.string().min(1),
  releasedAt: z.iso.datetime({ offset: true }),
});
export type Release = z.infer<typeof ReleaseSchema>;
