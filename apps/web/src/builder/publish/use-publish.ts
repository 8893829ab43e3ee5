// The publish action (SPEC §4 Publishing): idle → in progress → success ('Published !', the panel
// closes, the release list reloads) or failure (the server's message as a toast); a 406 means the
// plan does not allow publishing and opens the account's Plans tab, whose checkout comes back here.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError, toastError } from '../../api/errors.ts';
import { publishRelease } from './releases-api.ts';
import { PUBLISH_TEXTS, plansRedirect } from './texts.ts';

export type PublishState = 'idle' | 'publishing' | 'success' | 'failure';

export const PLAN_REFUSED_STATUS = 406;

export function usePublish(projectId: string, onPublished: () => void, teamId?: string) {
  const [state, setState] = useState<PublishState>('idle');
  const navigate = useNavigate();

  const publish = async (description: string) => {
    if (state === 'publishing' || !description.trim()) return;
    setState('publishing');
    try {
      await publishRelease(projectId, description.trim());
      setState('success');
      toast.success(PUBLISH_TEXTS.published);
      onPublished();
    } catch (error) {
      setState('failure');
      if (isApiError(error) && error.status === PLAN_REFUSED_STATUS) {
        // The server says what the plan lacks (publishing, or room for one more project).
        toastError(error);
        void navigate(plansRedirect(teamId, `/builder/${projectId}`));
        return;
      }
      toastError(error);
    }
  };

  return { state, publish, reset: () => setState('idle') };
}
