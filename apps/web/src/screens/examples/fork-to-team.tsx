// 'Fork to team' (SPEC §2 Example viewer): a team picker listing the teams where the user may create
// projects; choosing one forks the project there. Disabled while a fork runs.
import { can, isTeamRole, type Team } from '@vitrine/core';
import { IconChevronDown, IconGitFork } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { listTeams } from '../../api/teams.ts';
import { TeamMenuContent } from '../../components/teams/team-menu-content.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useForkProject } from './fork-hook.ts';
import { FORK_TEXTS } from './texts.ts';

/** Teams where the caller's role may create projects. */
export const forkTargets = (teams: Team[]) =>
  teams.filter((team) => isTeamRole(team.role) && can(team.role, 'create', 'project'));

export function ForkToTeam({ projectId }: { projectId: string }) {
  const [teams, setTeams] = useState<Team[] | null>(null);
  const { fork, busy } = useForkProject(projectId);

  useEffect(() => {
    listTeams().then(
      (list) => setTeams(forkTargets(list.items)),
      () => setTeams([]),
    );
  }, []);

  const targets = teams ?? [];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          size="sm"
          loading={busy}
          disabled={busy || teams === null || targets.length === 0}
          icon={<IconGitFork className="size-4" />}
          data-testid="fork-to-team"
          title={teams !== null && targets.length === 0 ? FORK_TEXTS.noTeam : undefined}
        >
          {busy ? FORK_TEXTS.forking : FORK_TEXTS.forkToTeam}
          <IconChevronDown className="size-4 opacity-80" />
        </Button>
      </DropdownMenu.Trigger>
      <TeamMenuContent
        label={FORK_TEXTS.forkToTeam}
        teams={targets}
        onSelect={(team) => void fork(team.id)}
      />
    </DropdownMenu.Root>
  );
}
