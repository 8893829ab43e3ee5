// The library's calls (SPEC §7): the server stores bytes and answers what the client then records in
// the project document.
import { api } from '../../api/client.ts';
import { apiUpload, type UploadOptions } from '../../api/upload.ts';

export interface UploadedAsset {
  id: string;
  name: string;
  url: string;
  mime_type: string;
  ext: string;
  size: number;
  thumbnail: string | null;
  parentId: string | null;
  /** After a re-upload: the URL the file had. */
  previousUrl?: string;
}

export interface ProjectMetrics {
  files: number;
  bytes: number;
  byType: Record<string, { files: number; bytes: number }>;
  limits: { maxFileBytes: number; maxProjectBytes: number };
}

function formOf(file: Blob, name: string, parentId: string | null): FormData {
  const form = new FormData();
  // parentId goes first: the server reads form fields sent before the file.
  if (parentId) form.append('parentId', parentId);
  form.append('file', file, name);
  return form;
}

/** Stores one file; `options` hears its bytes go out and can cancel it. */
export function uploadAsset(
  projectId: string,
  file: Blob,
  name: string,
  parentId: string | null,
  options: UploadOptions = {},
) {
  return apiUpload<UploadedAsset>(
    `/v2/projects/${projectId}/assets/upload`,
    formOf(file, name, parentId),
    options,
  );
}

export function reuploadAsset(projectId: string, assetId: string, file: File, parentId: string | null) {
  return api<UploadedAsset>(
    'POST',
    `/v2/projects/${projectId}/assets/${assetId}/reupload`,
    formOf(file, file.name, parentId),
  );
}

export function deleteStoredAssets(projectId: string, ids: string[]) {
  return api<{ deleted: string[] }>('DELETE', `/v2/projects/${projectId}/deleteAssets`, { ids });
}

export function fetchProjectMetrics(projectId: string) {
  return api<ProjectMetrics>('GET', `/v2/projects/${projectId}/metrics`);
}
