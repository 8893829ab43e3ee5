// The releases and settings the publish panel shows, loaded when it opens and reloaded after a
// publish, an unpublish or a settings change (SPEC §4: the release cache is cleared on success).
import { useCallback, useEffect, useState } from 'react';
import type { ReleaseList } from '@vitrine/core';
import { toastError } from '../../api/errors.ts';
import { listReleases, readProjectSettings, type ProjectSettings } from './releases-api.ts';

export interface PublishData {
  releases: ReleaseList | null;
  settings: ProjectSettings | null;
  loading: boolean;
  reload: () => Promise<void>;
}

export function usePublishData(teamId: string, projectId: string, active: boolean): PublishData {
  const [releases, setReleases] = useState<ReleaseList | null>(null);
  const [settings, setSettings] = useState<ProjectSettings | null>(null);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [list, project] = await Promise.all([
        listReleases(projectId),
        readProjectSettings(teamId, projectId),
      ]);
      setReleases(list);
      setSettings(project);
    } catch (error) {
      toastError(error);
    } finally {
      setLoading(false);
    }
  }, [teamId, projectId]);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  return { releases, settings, loading, reload };
}
