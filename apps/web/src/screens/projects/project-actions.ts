// '/projects/:method' — the dashboard's project actions (SPEC §2): create (teamId), archive and
// restore (projectId, teamId, redirectTo). SPEC §8: a 406 goes to the teams path, other failures to
// the dashboard. '/project/:id' opens a project in the builder.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { archiveProject, createProject, restoreProject } from '../../api/projects.ts';
import { toast } from 'sonner';
import { isApiError, toastError } from '../../api/errors.ts';
import { DASHBOARD_TEXTS } from '../../components/dashboard/texts.ts';

const DASHBOARD_PATH = '/';
const TEAMS_PATH = '/teams';

const bodySchema = z.object({
  teamId: z.string().min(1),
  projectId: z.string().optional(),
  label: z.string().optional(),
  redirectTo: z.string().optional(),
});

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json().catch(() => null);
  return Object.fromEntries(await request.formData());
}

/** Only same-app paths are followed, so a crafted form cannot send the user off-site. */
const safePath = (path: string | undefined) =>
  path && path.startsWith('/') && !path.startsWith('//') ? path : DASHBOARD_PATH;

export async function projectAction({ request, params }: ActionFunctionArgs) {
  const body = bodySchema.safeParse(await readBody(request));
  if (!body.success) return redirect(DASHBOARD_PATH);
  const { teamId, projectId, label, redirectTo } = body.data;
  try {
    switch (params.method) {
      case 'create': {
        const { id } = await createProject(teamId, label);
        return redirect(`/builder/${id}`);
      }
      case 'archive':
        if (!projectId) break;
        await archiveProject(teamId, projectId);
        toast.success(DASHBOARD_TEXTS.archived);
        return redirect(safePath(redirectTo));
      case 'restore':
        if (!projectId) break;
        await restoreProject(teamId, projectId);
        toast.success(DASHBOARD_TEXTS.restored);
        return redirect(safePath(redirectTo));
    }
    return redirect(DASHBOARD_PATH);
  } catch (error) {
    toastError(error);
    return redirect(isApiError(error) && error.status === 406 ? TEAMS_PATH : DASHBOARD_PATH);
  }
}

/** GET /projects/:method has nothing to show. */
export const projectActionLoader = () => redirect(DASHBOARD_PATH);

export const openProjectLoader = ({ params }: LoaderFunctionArgs) =>
  redirect(params.id ? `/builder/${encodeURIComponent(params.id)}` : DASHBOARD_PATH);
