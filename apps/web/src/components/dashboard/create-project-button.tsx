// The create-project control (SPEC §2): 'New Project' when the team is known, otherwise a team picker
// labelled 'New Project for Team'. It receives the teams where the user may create projects.
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import type { Team } from '@vitrine/core';
import { TeamMenuContent } from '../teams/team-menu-content.tsx';
import { Button } from '../ui/button.tsx';
import { CreateProjectDialog } from './create-project-dialog.tsx';
import { DASHBOARD_TEXTS } from './texts.ts';

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
          <TeamMenuContent label={DASHBOARD_TEXTS.newProjectForTeam} teams={teams} onSelect={setTarget} />
        </DropdownMenu.Root>
      )}
      <CreateProjectDialog team={target} onOpenChange={close} />
    </>
  );
}
