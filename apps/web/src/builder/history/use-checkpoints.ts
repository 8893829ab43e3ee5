// The project's checkpoints while the history panel is open (refreshed every 30 s, since automatic
// ones appear as anyone edits), and the actions on them: save, preview, restore.
import { restoreProject, type Checkpoint } from '@vitrine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { useSession } from '../state/session.tsx';
import { historyViewOf } from './history-view.ts';
import { listCheckpoints, readCheckpoint, restoreCheckpoint, saveCheckpoint } from './history-api.ts';
import { HISTORY_TEXTS, checkpointLabel } from './texts.ts';

const REFRESH_MS = 30_000;

export const checkpointsKey = (projectId: string) => ['checkpoints', projectId] as const;

export function useCheckpoints(enabled: boolean) {
  const { projectId } = useSession();
  return useQuery({
    queryKey: checkpointsKey(projectId),
    queryFn: () => listCheckpoints(projectId),
    enabled,
    refetchInterval: enabled ? REFRESH_MS : false,
  });
}

export function useCheckpointActions() {
  const session = useSession();
  const { projectId, doc } = session;
  const queryClient = useQueryClient();
  const view = historyViewOf(doc);
  const refresh = () => queryClient.invalidateQueries({ queryKey: checkpointsKey(projectId) });

  const save = useMutation({
    mutationFn: (name: string) => saveCheckpoint(projectId, name),
    onSuccess: (checkpoint) => {
      toast.success(HISTORY_TEXTS.saved(checkpointLabel(checkpoint)));
      void refresh();
    },
    onError: (error) => toastError(error),
  });

  const preview = useMutation({
    mutationFn: (checkpoint: Checkpoint) => readCheckpoint(projectId, checkpoint.id),
    onSuccess: (loaded) => view.getState().preview(loaded),
    onError: (error) => toastError(error),
  });

  const restore = useMutation({
    mutationFn: (checkpoint: Checkpoint) => restoreCheckpoint(projectId, checkpoint.id),
    onSuccess: (restored) => {
      // One ordinary local change: collaborators receive it, undo takes it back.
      restoreProject(doc, restored.document);
      view.getState().preview(null);
      toast.success(HISTORY_TEXTS.restored(checkpointLabel(restored.checkpoint)));
      void refresh();
    },
    onError: (error) => toastError(error),
  });

  return { save, preview, restore };
}
