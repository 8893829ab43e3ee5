// '/teams': the teams the user belongs to (SPEC §7: first page of 50), each with the user's role, and
// 'Create team'.
import { IconChevronRight, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLoaderData } from 'react-router';
import { listTeams } from '../../api/teams.ts';
import { CardGrid } from '../../components/dashboard/card-grid.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CreateTeamDialog } from './create-team-dialog.tsx';
import { teamPath } from './team-frame.tsx';
import { roleLabel, TEAM_TEXTS } from './texts.ts';

export const loader = () => listTeams();

export default function TeamsScreen() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={TEAM_TEXTS.teamsTitle}
        description={TEAM_TEXTS.teamsDescription}
        actions={<CreateTeamDialog />}
      />
      {items.length === 0 ? (
        <Card>
          <EmptyState icon={<IconUsersGroup className="size-5" />} title={TEAM_TEXTS.noTeams} />
        </Card>
      ) : (
        <CardGrid label={TEAM_TEXTS.teamsTitle}>
          {items.map((team) => {
            // The badge says 'Personal' unless the team is still called that.
            const personal =
              'personal' in team && team.personal === true && team.name !== TEAM_TEXTS.personal;
            return (
              <li key={team.id} data-testid="team-card">
                <Link
                  to={teamPath(team.id)}
                  className="group flex items-center gap-4 rounded-2xl border border-neutral-200/80 bg-white p-5 shadow-sm shadow-neutral-900/[0.03] transition-all outline-none hover:-translate-y-0.5 hover:border-neutral-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-400"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-base font-medium text-brand-700 uppercase"
                  >
                    {team.name.slice(0, 1)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate text-sm font-medium text-neutral-900">{team.name}</span>
                      {personal && (
                        <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-[11px] font-medium text-neutral-600">
                          {TEAM_TEXTS.personal}
                        </span>
                      )}
                    </span>
                    <span className="mt-0.5 block text-xs text-neutral-500">{roleLabel(team.role)}</span>
                  </span>
                  <IconChevronRight className="size-4 text-neutral-300 transition-colors group-hover:text-neutral-500" />
                </Link>
              </li>
            );
          })}
        </CardGrid>
      )}
    </>
  );
}
