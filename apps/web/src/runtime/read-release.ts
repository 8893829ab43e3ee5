// The release a published page shows: inlined by the server into the page (script
// #vitrine-release), or fetched from release.json beside a versioned page.
import type { ProjectJson } from '@vitrine/components';
import { z } from 'zod';

export const RELEASE_SCRIPT_ID = 'vitrine-release';

export const InlinedReleaseSchema = z.object({
  projectId: z.string().min(1),
  version: z.string().min(1),
  label: z.string().default(''),
  releasedAt: z.string().optional(),
  document: z.record(z.string(), z.unknown()),
});

export interface PublishedRelease {
  projectId: string;
  version: string;
  label: string;
  project: ProjectJson;
}

function toRelease(value: unknown): PublishedRelease | null {
  const parsed = InlinedReleaseSchema.safeParse(value);
  if (!parsed.success) return null;
  const { projectId, version, label, document } = parsed.data;
  return { projectId, version, label, project: document as unknown as ProjectJson };
}

export function readInlinedRelease(doc: Document = document): PublishedRelease | null {
  const text = doc.getElementById(RELEASE_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return toRelease(JSON.parse(text));
  } catch {
    return null;
  }
}

export async function loadRelease(): Promise<PublishedRelease | null> {
  const inlined = readInlinedRelease();
  if (inlined) return inlined;
  const response = await fetch(new URL('release.json', window.location.href));
  return response.ok ? toRelease(await response.json()) : null;
}
