// The release diff: two sides (a release by version, or the working draft), the structural diff of
// their documents, and a pixel diff of one page's screenshots. File URLs differ between versions
// (each release serves its files under its own version) and between a release and the draft
// (library URLs), so both sides are compared with each file named by its published key.
import {
  DEVICE_SIZES,
  readValidProject,
  type DeviceType,
  type PageComparison,
  type Project,
  type ProjectDiff,
  diffProjects,
} from '@vitrine/core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Database } from '../db/database.ts';
import { readDocument } from '../documents/store.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { ProjectRow } from '../projects/views.ts';
import type { InlinedRelease } from '../runtime/page.ts';
import { publishedKey } from './published-files.ts';
import { findRelease, type ReleaseSnapshot } from './releases.ts';
import { RELEASE_TEXTS } from './texts.ts';
import type { PageScreenshots } from './page-screenshots.ts';

export const DRAFT = 'draft';

export interface ComparedSide {
  /** A version, or 'draft'. */
  version: string;
  releasedAt: string | null;
  description: string | null;
  document: Project;
  files: ReleaseSnapshot['files'];
}

export async function readSide(db: Database, project: ProjectRow, version: string): Promise<ComparedSide> {
  if (version === DRAFT) {
    const doc = await readDocument(db, project.id);
    if (!doc) throw conflict(RELEASE_TEXTS.noDocument);
    const document = readValidProject(doc);
    doc.destroy();
    return { version, releasedAt: null, description: null, document, files: {} };
  }
  const row = await findRelease(db, project.id, version);
  const snapshot = row.snapshot as ReleaseSnapshot;
  return {
    version: row.version,
    releasedAt: row.releasedAt.toISOString(),
    description: row.description,
    document: snapshot.document,
    files: snapshot.files ?? {},
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The document with every file URL as `file:<published key>`, the same on every side. */
export function canonicalFiles(document: Project, projectId: string): Project {
  const json = JSON.stringify(document)
    .replace(new RegExp(`/p/${escapeRegExp(projectId)}/[^/"]+/files/`, 'g'), 'file:')
    .replace(
      /\/files\/([0-9a-f]{32}\/[A-Za-z0-9._-]+)/g,
      (_match, key: string) => `file:${publishedKey(key)}`,
    );
  return JSON.parse(json) as Project;
}

export function compareSides(projectId: string, before: ComparedSide, after: ComparedSide): ProjectDiff {
  return diffProjects(canonicalFiles(before.document, projectId), canonicalFiles(after.document, projectId));
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

function viewportOf(sides: ComparedSide[], pageId: string): { width: number; height: number } {
  const page = sides.map((side) => side.document.pages[pageId]).find(Boolean);
  const size = DEVICE_SIZES[(page?.deviceType ?? 'DESKTOP') as DeviceType] ?? DEVICE_SIZES.DESKTOP;
  return { width: size.width, height: size.height };
}

function inlined(project: ProjectRow, side: ComparedSide): InlinedRelease {
  return {
    projectId: project.id,
    version: side.version,
    label: project.label,
    releasedAt: side.releasedAt ?? new Date().toISOString(),
    document: side.document,
    // The comparison is about the content: no badge over it.
    watermark: null,
    base: `/p/${project.id}/${side.version}/`,
  };
}

/** Screenshots of one page on both sides and their pixel diff (red where they differ). */
export async function comparePage(
  screenshots: PageScreenshots,
  project: ProjectRow,
  before: ComparedSide,
  after: ComparedSide,
  pageId: string,
): Promise<PageComparison> {
  const viewport = viewportOf([after, before], pageId);
  const shoot = (side: ComparedSide) =>
    side.document.pages[pageId]
      ? screenshots.shoot({ release: inlined(project, side), files: side.files, pageId, viewport })
      : Promise.resolve(null);
  if (!before.document.pages[pageId] && !after.document.pages[pageId])
    throw notFound(RELEASE_TEXTS.pageNotFound);
  // One after the other: the machine's cores are the collaboration server's too.
  const left = await shoot(before);
  const right = await shoot(after);
  const { width, height } = viewport;
  if (!left || !right) {
    return {
      width,
      height,
      before: left && dataUrl(left),
      after: right && dataUrl(right),
      diff: null,
      diffPixels: width * height,
      diffRatio: 1,
    };
  }
  const a = PNG.sync.read(left);
  const b = PNG.sync.read(right);
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: 0.1,
    alpha: 0.25,
    diffColor: [239, 68, 68],
  });
  return {
    width: a.width,
    height: a.height,
    before: dataUrl(left),
    after: dataUrl(right),
    diff: dataUrl(PNG.sync.write(diff)),
    diffPixels,
    diffRatio: diffPixels / (a.width * a.height),
  };
}
