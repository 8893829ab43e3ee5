// '/teams/:teamId/settings' and '/teams/:teamId/settings/:action': rename the team (owners, admins)
// and delete it (owners; never a personal team). Roles that may do neither see a read-only notice.
import { IconTrash } from '@tabler/icons-react';
import { Form, useLoaderData, useNavigation, useSubmit, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field } from '../../components/ui/input.tsx';
import { TeamFrame, teamPath } from './team-frame.tsx';
import { loadTeam } from './team-loader.ts';
import { TEAM_TEXTS } from './texts.ts';

export { teamSettingsAction as action } from './team-settings-action.ts';

export const loader = ({ params }: LoaderFunctionArgs) => loadTeam(params);

export default function TeamSettingsScreen() {
  const context = useLoaderData<typeof loader>();
  const { team, permissions } = context;
  const navigation = useNavigation();
  const submit = useSubmit();
  const renameAction = teamPath(team.id, '/settings/rename');
  const saving = navigation.state === 'submitting' && navigation.formAction === renameAction;

  return (
    <TeamFrame context={context} title={TEAM_TEXTS.settingsTitle}>
      <div className="flex max-w-3xl flex-col gap-6">
        {!permissions.renameTeam && !permissions.deleteTeam && (
          <Card className="px-6 py-5 text-sm text-neutral-500">{TEAM_TEXTS.readOnly}</Card>
        )}
        {permissions.renameTeam && (
          <Card>
            <CardHeader title={TEAM_TEXTS.renameTitle} description={TEAM_TEXTS.renameDescription} />
            <Form method="post" action={renameAction} className="flex items-end gap-3 px-6 py-5">
              <Field
                key={team.name}
                name="name"
                label={TEAM_TEXTS.teamName}
                defaultValue={team.name}
                required
                maxLength={100}
                className="flex-1"
              />
              <Button type="submit" loading={saving}>
                {TEAM_TEXTS.save}
              </Button>
            </Form>
          </Card>
        )}
        {permissions.deleteTeam && (
          <Card className="border-red-200">
            <CardHeader title={TEAM_TEXTS.deleteTitle} description={TEAM_TEXTS.deleteDescription} />
            <div className="flex items-center justify-between gap-4 px-6 py-5">
              {team.personal ? (
                <p className="text-sm text-neutral-500">{TEAM_TEXTS.personalCannotBeDeleted}</p>
              ) : (
                <ConfirmDialog
                  title={TEAM_TEXTS.deleteTitle}
                  description={TEAM_TEXTS.deleteConfirmText(team.name)}
                  confirmLabel={TEAM_TEXTS.deleteButton}
                  onConfirm={() =>
                    submit(
                      { name: team.name },
                      { method: 'post', action: teamPath(team.id, '/settings/delete') },
                    )
                  }
                >
                  <Button variant="danger" icon={<IconTrash className="size-4" />}>
                    {TEAM_TEXTS.deleteButton}
                  </Button>
                </ConfirmDialog>
              )}
            </div>
          </Card>
        )}
      </div>
    </TeamFrame>
  );
}
