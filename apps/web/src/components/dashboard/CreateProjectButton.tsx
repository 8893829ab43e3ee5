// The create-project control (SPEC §2): 'New Project' when the team is known, otherwise a team picker
// labelled 'New Project for Team'. It receives the teams where the user may create projects.
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import type { Team } from '../../api/teams.ts';
import { Button } from '../ui/Button.tsx';
import { CreateProjectDialog } from './CreateProjectDialog.tsx';
import { DASHBOARD_TEXTS } from './dashboard-texts.ts';

type TeamChoice = Pick<Team, 'id' | 'name'>;

/** The team a new project goes to without asking: the given one, or the only one there is. */
export function knownTeam(teams: TeamChoice[], teamId?: string): TeamChoice | null {
  if (teamId) return teams.find((team) => team.id === teamId) ?? null;
  return teams.length === 1 ? teams[0]! : null;
}

export function CreateProjectButton({ teams, teamId }: { teams: TeamChoice[]; teamId?: string }) {
  const [target, setTarget] = useState<TeamChoice | null>(null);
  if (teams.length === 0) return null;
  const known = knownTeam(teams, teamId);
  const close = (open: boolean) => {
    if (!open) setTarget(null);
  };

  return (
    <>
      {known ? (
        <Button icon={<IconPlus className="size-4" />} onClick={() => setTarget(known)}>
          {DASHBOARD_TEXTS.newProject}
        </Button>
      ) : (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button icon={<IconPlus className="size-4" />}>
              {DASHBOARD_TEXTS.newProjectForTeam}
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
                {DASHBOARD_TEXTS.newProjectForTeam}
              </DropdownMenu.Label>
              {teams.map((team) => (
                <DropdownMenu.Item
                  key={team.id}
                  onSelect={() => setTarget(team)}
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
      )}
      <CreateProjectDialog team={target} onOpenChange={close} />
    </>
  );
}
