// POST /v2/projects/:id/thumbnail (SPEC §7): the project's card picture as form data, file
// 'thumbnail.png' (SPEC §9).
import { ProjectThumbnailSchema, THUMBNAIL_FILE_NAME } from '@vitrine/core';
import { api } from '../../api/client.ts';

export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const response = await fetch(dataUrl);
  return response.blob();
}

/** Resolves with the URL of the new picture. */
export async function uploadThumbnail(projectId: string, image: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', image, THUMBNAIL_FILE_NAME);
  const path = `/v2/projects/${encodeURIComponent(projectId)}/thumbnail`;
  return ProjectThumbnailSchema.parse(await api('POST', path, form)).thumbnail;
}
