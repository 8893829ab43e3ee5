// The action of /teams/:teamId/settings/:action (SPEC §2): 'rename' saves the team's name, 'delete'
// deletes the team and goes to the teams list. Failures are toasted and keep the user on settings.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { toastError } from '../../api/errors.ts';
import { deleteTeam, renameTeam } from '../../api/teams.ts';
import { teamPath } from './team-frame.tsx';
import { teamIdFrom } from './team-loader.ts';
import { TEAM_TEXTS } from './texts.ts';

export const TEAM_SETTINGS_ACTIONS = ['rename', 'delete'] as const;

const renameForm = z.object({ name: z.string().trim().min(1) });
const deleteForm = z.object({ name: z.string().optional() });

export async function teamSettingsAction({ params, request }: ActionFunctionArgs) {
  const teamId = teamIdFrom(params);
  const settings = teamPath(teamId, '/settings');
  const form = Object.fromEntries(await request.formData());
  try {
    switch (params.action) {
      case 'rename': {
        const body = renameForm.safeParse(form);
        // An empty name changes nothing, like an empty project rename (SPEC §5).
        if (!body.success) return redirect(settings);
        await renameTeam(teamId, body.data.name);
        toast.success(TEAM_TEXTS.renamed);
        return redirect(settings);
      }
      case 'delete': {
        const { name } = deleteForm.parse(form);
        await deleteTeam(teamId);
        toast.success(TEAM_TEXTS.deleted(name ?? ''));
        return redirect('/teams');
      }
      default:
        return redirect(settings);
    }
  } catch (error) {
    toastError(error);
    return redirect(settings);
  }
}
