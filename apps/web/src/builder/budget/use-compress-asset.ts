// Compresses a library file on the server (WebP textures of at most 2048 px, meshopt meshes) and
// points the document at the new file in one undoable change.
import { CompressedAssetSchema, replaceAssetFile } from '@vitrine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../api/client.ts';
import { toastError } from '../../api/errors.ts';
import { useSession } from '../state/session.tsx';
import { BUDGET_TEXTS } from './texts.ts';
import { formatBytes } from './format.ts';
import type { CompressTarget } from './compute-budget.ts';
import { budgetKey } from './use-page-budget.ts';

export function useCompressAsset() {
  const { projectId, doc } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assetId, url: previousUrl }: CompressTarget) => {
      const result = CompressedAssetSchema.parse(
        await api(
          'POST',
          `/v2/projects/${encodeURIComponent(projectId)}/assets/${encodeURIComponent(assetId)}/compress`,
          {
            maxTextureSize: 2048,
            mesh: 'meshopt',
          },
        ),
      );
      return { result, previousUrl };
    },
    onSuccess: ({ result, previousUrl }) => {
      // The asset keeps its id; every copy of the old URL moves to the compressed file.
      replaceAssetFile(doc, {
        id: result.id,
        url: result.url,
        mime_type: result.mime_type,
        ext: result.ext,
        thumbnail: result.thumbnail,
        previousUrl,
      });
      toast.success(
        BUDGET_TEXTS.compressed(result.name, formatBytes(result.before), formatBytes(result.after)),
      );
      void queryClient.invalidateQueries({ queryKey: budgetKey(projectId) });
    },
    onError: (error) => toastError(error),
  });
}
