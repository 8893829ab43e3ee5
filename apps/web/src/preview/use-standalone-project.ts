// The preview opened on its own (/preview/?projectId=…&pageId=…): fetches the project with the
// signed-in user's token (GET /v2/projects/:id returns the document fields with the project row).
import type { ProjectJson } from '@vitrine/components';
import { useEffect, useState } from 'react';
import { api } from '../api/index.ts';

export function useStandaloneProject(projectId: string | null) {
  const [project, setProject] = useState<ProjectJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!projectId) return;
    let cancelled = false;
    api<ProjectJson>('GET', `/v2/projects/${encodeURIComponent(projectId)}`)
      .then((loaded) => !cancelled && setProject(loaded))
      .catch(
        (failure: unknown) =>
          !cancelled && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    return () => {
      cancelled = true;
    };
  }, [projectId]);
  return { project, error };
}
