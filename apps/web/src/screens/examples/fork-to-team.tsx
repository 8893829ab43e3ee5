// 'Fork to team' (SPEC §2 Example viewer): a team picker listing the teams where the user may create
// projects; choosing one forks the project there. Disabled while a fork runs.
import { can, isTeamRole } from '@vitrine/core';
import { IconChevronDown, IconGitFork } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { listTeams, type Team } from '../../api/teams.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useForkProject } from './fork-hook.ts';
import { FORK_TEXTS } from './fork-texts.ts';

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
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="animate-fade-in z-50 max-h-80 min-w-56 overflow-y-auto rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2 text-xs font-medium text-neutral-400">
            {FORK_TEXTS.forkToTeam}
          </DropdownMenu.Label>
          {targets.map((team) => (
            <DropdownMenu.Item
              key={team.id}
              onSelect={() => void fork(team.id)}
              className="flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-neutral-700 outline-none select-none data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900"
            >
              <span className="flex size-6 items-center justify-center rounded-md bg-neutral-100 text-xs font-medium text-neutral-600 uppercase">
                {team.name.slice(0, 1)}
              </span>
              <span className="truncate">{team.name}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
