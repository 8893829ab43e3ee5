// POST /v2/projects/:id/thumbnail (SPEC §7): the project's card picture as form data, file
// 'thumbnail.png' (SPEC §9).
import { THUMBNAIL_FILE_NAME } from '@vitrine/core';
import { api } from '../../api/client.ts';

export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const response = await fetch(dataUrl);
  return response.blob();
}

export async function uploadThumbnail(projectId: string, image: Blob): Promise<void> {
  const form = new FormData();
  form.append('file', image, THUMBNAIL_FILE_NAME);
  await api('POST', `/v2/projects/${encodeURIComponent(projectId)}/thumbnail`, form);
}
