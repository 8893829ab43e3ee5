// The calls of the release diff and rollback (docs/releases.md "Comparing and rolling back"), read
// with core's schemas (the ones the server declares for these calls).
import {
  PageComparisonSchema,
  ReleaseComparisonSchema,
  ReleaseItemSchema,
  type PageComparison,
  type ReleaseComparison,
  type ReleaseItem,
} from '@vitrine/core';
import { api } from '../../api/client.ts';

/** The working draft as a side of a comparison. */
export const DRAFT = 'draft';

const base = (projectId: string) => `/v2/projects/${encodeURIComponent(projectId)}/releases`;
const sides = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export async function compareReleases(
  projectId: string,
  from: string,
  to: string,
): Promise<ReleaseComparison> {
  return ReleaseComparisonSchema.parse(await api('GET', `${base(projectId)}/compare?${sides(from, to)}`));
}

export async function comparePage(
  projectId: string,
  from: string,
  to: string,
  pageId: string,
): Promise<PageComparison> {
  return PageComparisonSchema.parse(
    await api('GET', `${base(projectId)}/compare/pages/${encodeURIComponent(pageId)}?${sides(from, to)}`),
  );
}

export async function rollbackTo(
  projectId: string,
  version: string,
  description: string,
): Promise<ReleaseItem> {
  return ReleaseItemSchema.parse(
    await api('POST', `${base(projectId)}/${encodeURIComponent(version)}/rollback`, { description }),
  );
}
