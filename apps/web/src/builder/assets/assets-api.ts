// The library's calls (SPEC §7): the server stores bytes and answers what the client then records in
// the project document, read with core's schemas (the ones the server declares for these calls).
import {
  DeletedAssetsSchema,
  ProjectMetricsSchema,
  StoredAssetSchema,
  type DeleteAssetsRequest,
  type DeletedAssets,
  type ProjectMetrics,
  type StoredAsset,
} from '@vitrine/core';
import { api } from '../../api/client.ts';
import { apiUpload, type UploadOptions } from '../../api/upload.ts';

function formOf(file: Blob, name: string, parentId: string | null): FormData {
  const form = new FormData();
  // parentId goes first: the server reads form fields sent before the file.
  if (parentId) form.append('parentId', parentId);
  form.append('file', file, name);
  return form;
}

/** Stores one file; `options` hears its bytes go out and can cancel it. */
export async function uploadAsset(
  projectId: string,
  file: Blob,
  name: string,
  parentId: string | null,
  options: UploadOptions = {},
): Promise<StoredAsset> {
  return StoredAssetSchema.parse(
    await apiUpload(`/v2/projects/${projectId}/assets/upload`, formOf(file, name, parentId), options),
  );
}

export async function reuploadAsset(
  projectId: string,
  assetId: string,
  file: File,
  parentId: string | null,
): Promise<StoredAsset> {
  return StoredAssetSchema.parse(
    await api(
      'POST',
      `/v2/projects/${projectId}/assets/${assetId}/reupload`,
      formOf(file, file.name, parentId),
    ),
  );
}

/**
 * Lets files go. `removedFromDocument` says whether this client already took the assets out of the
 * document; if not, the server takes out those it still lists.
 */
export async function deleteStoredAssets(
  projectId: string,
  request: DeleteAssetsRequest,
): Promise<DeletedAssets> {
  return DeletedAssetsSchema.parse(await api('DELETE', `/v2/projects/${projectId}/deleteAssets`, request));
}

export async function fetchProjectMetrics(projectId: string): Promise<ProjectMetrics> {
  return ProjectMetricsSchema.parse(await api('GET', `/v2/projects/${projectId}/metrics`));
}
