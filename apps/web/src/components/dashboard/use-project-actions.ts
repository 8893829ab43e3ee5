// The dashboard's project actions as the router's action route runs them (SPEC §2 "projects/{method}",
// §8): create goes to the builder, archive and restore come back to `redirectTo`; failures are toasted
// by the action and answered with a redirect (406 to the teams path, others to the dashboard).
import { useLocation, useNavigation, useSubmit } from 'react-router';

export const PROJECT_ACTION_PATH = (method: 'create' | 'archive' | 'restore') => `/projects/${method}`;

export function useProjectActions() {
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const here = `${location.pathname}${location.search}`;
  const send = (method: 'create' | 'archive' | 'restore', body: Record<string, string>) =>
    submit(body, { method: 'post', action: PROJECT_ACTION_PATH(method), encType: 'application/json' });

  return {
    /** True while an action of this hook runs (the navigation points at /projects/...). */
    busy: navigation.state !== 'idle' && navigation.formAction?.startsWith('/projects/') === true,
    create: (teamId: string, label: string) => send('create', { teamId, label }),
    archive: (project: { id: string; teamId: string }, redirectTo = here) =>
      send('archive', { projectId: project.id, teamId: project.teamId, redirectTo }),
    restore: (project: { id: string; teamId: string }, redirectTo = here) =>
      send('restore', { projectId: project.id, teamId: project.teamId, redirectTo }),
  };
}
