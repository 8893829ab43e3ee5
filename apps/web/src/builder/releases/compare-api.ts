// The calls of the release diff and rollback (docs/releases.md "Comparing and rolling back").
import type { ProjectDiff } from '@vitrine/core';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { releaseSchema, type ReleaseItem } from '../publish/releases-api.ts';

/** The working draft as a side of a comparison. */
export const DRAFT = 'draft';

const sideSchema = z.object({
  version: z.string(),
  releasedAt: z.string().nullable(),
  description: z.string().nullable(),
});
export type ComparedSide = z.infer<typeof sideSchema>;

export interface Comparison {
  from: ComparedSide;
  to: ComparedSide;
  diff: ProjectDiff;
}

const pageComparisonSchema = z.object({
  width: z.number(),
  height: z.number(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  diff: z.string().nullable(),
  diffPixels: z.number(),
  diffRatio: z.number(),
});
export type PageComparison = z.infer<typeof pageComparisonSchema>;

const base = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}/releases`;
const sides = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export async function compareReleases(projectId: string, from: string, to: string): Promise<Comparison> {
  const body = z
    .object({ from: sideSchema, to: sideSchema, diff: z.record(z.string(), z.unknown()) })
    .parse(await api('GET', `${base(projectId)}/compare?${sides(from, to)}`));
  return { from: body.from, to: body.to, diff: body.diff as unknown as ProjectDiff };
}

export async function comparePage(
  projectId: string,
  from: string,
  to: string,
  pageId: string,
): Promise<PageComparison> {
  return pageComparisonSchema.parse(
    await api('GET', `${base(projectId)}/compare/pages/${encodeURIComponent(pageId)}?${sides(from, to)}`),
  );
}

export async function rollbackTo(
  projectId: string,
  version: string,
  description: string,
): Promise<ReleaseItem> {
  return releaseSchema.parse(
    await api('POST', `${base(projectId)}/${encodeURIComponent(version)}/rollback`, { description }),
  );
}
