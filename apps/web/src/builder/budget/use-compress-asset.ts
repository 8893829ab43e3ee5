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

/** The extensions of the files the server compresses. */
const COMPRESSIBLE_NAME = /\.(png|jpe?g|webp|glb)$/i;

export function useCompressAsset() {
  const { projectId, doc } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assetId, name, url: previousUrl }: CompressTarget) => {
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
      return { result, name, previousUrl };
    },
    onSuccess: ({ result, name, previousUrl }) => {
      // The asset keeps its id; every copy of the old URL moves to the compressed file, and a name
      // that ends in the old file's extension takes the new one (fabric.png becomes fabric.webp).
      const renamed = COMPRESSIBLE_NAME.test(name)
        ? name.replace(COMPRESSIBLE_NAME, `.${result.ext}`)
        : undefined;
      replaceAssetFile(doc, {
        ...(renamed ? { name: renamed } : {}),
        id: result.id,
        url: result.url,
        mime_type: result.mime_type,
        ext: result.ext,
        thumbnail: result.thumbnail,
        previousUrl,
      });
      toast.success(
        BUDGET_TEXTS.compressed(
          name,
          renamed ?? result.name,
          formatBytes(result.before),
          formatBytes(result.after),
        ),
      );
      void queryClient.invalidateQueries({ queryKey: budgetKey(projectId) });
    },
    onError: (error) => toastError(error),
  });
}
