// '/teams': the teams the user belongs to (SPEC §7: first page of 50).
import { IconChevronRight, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLoaderData } from 'react-router';
import { listTeams } from '../../api/teams.ts';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';

export const loader = () => listTeams();

export default function TeamsScreen() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Teams" description="Teams you are a member of." />
      <Card className="overflow-hidden">
        {items.length === 0 ? (
          <EmptyState icon={<IconUsersGroup className="size-5" />} title="No teams yet" />
        ) : (
          <ul className="divide-y divide-neutral-100">
            {items.map((team) => (
              <li key={team.id}>
                <Link
                  to={`/teams/${team.id}`}
                  className="flex items-center gap-4 px-6 py-4 transition-colors hover:bg-neutral-50"
                >
                  <span className="flex size-9 items-center justify-center rounded-lg bg-neutral-100 text-sm font-medium text-neutral-600 uppercase">
                    {team.name.slice(0, 1)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-neutral-900">{team.name}</span>
                    {team.role && <span className="block text-xs text-neutral-400">{team.role}</span>}
                  </span>
                  <IconChevronRight className="size-4 text-neutral-300" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
