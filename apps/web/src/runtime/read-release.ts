// The release a published page shows: inlined by the server into the page (script
// #vitrine-release), or fetched from release.json beside a versioned page. Checked by hand rather
// than with zod, which would weigh more than the rest of the page's own code.
import type { ProjectJson } from '@vitrine/components/page';
import { RELEASE_SCRIPT_ID } from '@vitrine/core';

export interface PublishedRelease {
  projectId: string;
  version: string;
  label: string;
  project: ProjectJson;
  /** Where the Vitrine badge goes; null when the team's plan is white-label. */
  watermark: { position: string } | null;
  /** The site's base path ('/p/<projectId>/' or with the version): page URLs are made from it. */
  base: string;
  /** The page the URL names; null in release.json (the home page is shown). */
  pageId: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The release a page was given, or null when it lacks an id, a version or a document. */
export function toRelease(value: unknown): PublishedRelease | null {
  if (!isRecord(value)) return null;
  const { projectId, version, label = '', document, watermark = null, base, pageId = null } = value;
  if (!isText(projectId) || !isText(version) || typeof label !== 'string' || !isRecord(document)) return null;
  if (pageId !== null && !isText(pageId)) return null;
  if (watermark !== null && !(isRecord(watermark) && typeof watermark.position === 'string')) return null;
  return {
    projectId,
    version,
    label,
    project: document as ProjectJson,
    watermark: watermark && { position: watermark.position as string },
    base: isText(base) && base.startsWith('/') ? base : `/p/${projectId}/`,
    pageId,
  };
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
