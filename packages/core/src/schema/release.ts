// A published, immutable version of a project, the list of a project's releases, and the comparison
// of two releases (or a release and the working draft).
import { z } from 'zod';
import { DateTimeSchema } from './date-time.ts';
import { ProjectDiffSchema } from './project-diff.ts';

export const SEMVER_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** SPEC §3's release: its version, what it changed, and when it was published. */
export const ReleaseSchema = z.object({
  version: z.string().regex(SEMVER_PATTERN, 'Version must be major.minor.patch'),
  description: z.string().min(1),
  releasedAt: z.iso.datetime({ offset: true }),
});

/** A release as the API answers it: the release with its id and whether it is still published. */
export const ReleaseItemSchema = ReleaseSchema.extend({
  id: z.string(),
  releasedAt: DateTimeSchema,
  unpublishedAt: DateTimeSchema.nullable().describe('Null while the release is published'),
  published: z.boolean(),
}).meta({ id: 'Release' });
export type ReleaseItem = z.infer<typeof ReleaseItemSchema>;

export const ReleaseListSchema = z
  .object({
    items: z.array(ReleaseItemSchema).describe('Newest first'),
    nextVersion: z.string().describe('The version the next publish will get'),
  })
  .meta({ id: 'ReleaseList' });
export type ReleaseList = z.infer<typeof ReleaseListSchema>;

/** A side of a comparison: a release, or the working draft (version 'draft', no date). */
const ComparedReleaseSchema = z
  .object({
    version: z.string().describe("A version, or 'draft'"),
    releasedAt: DateTimeSchema.nullable(),
    description: z.string().nullable(),
  })
  .meta({ id: 'ComparedRelease' });
export type ComparedRelease = z.infer<typeof ComparedReleaseSchema>;

export const ReleaseComparisonSchema = z
  .object({ from: ComparedReleaseSchema, to: ComparedReleaseSchema, diff: ProjectDiffSchema })
  .meta({ id: 'ReleaseComparison' });
export type ReleaseComparison = z.infer<typeof ReleaseComparisonSchema>;

/** One page of both sides as screenshots, with their pixel diff. */
export const PageComparisonSchema = z
  .object({
    width: z.number().int(),
    height: z.number().int(),
    before: z.string().nullable().describe('PNG data URL; null when the page is not on this side'),
    after: z.string().nullable().describe('PNG data URL; null when the page is not on this side'),
    diff: z.string().nullable().describe('PNG data URL, red where the sides differ'),
    diffPixels: z.number().int().min(0),
    diffRatio: z.number().min(0).max(1),
  })
  .meta({ id: 'PageComparison' });
export type PageComparison = z.infer<typeof PageComparisonSchema>;
