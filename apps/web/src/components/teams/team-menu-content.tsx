// The dropdown list of teams behind a team picker ('New Project for Team', 'Fork to team'): a label,
// then one item per team with its initial. The initial is decoration: the item is named by the team
// alone ("Ada's team", not "AAda's team").
import { DropdownMenu } from 'radix-ui';

interface TeamChoice {
  id: string;
  name: string;
}

export function TeamMenuContent<T extends TeamChoice>({
  label,
  teams,
  onSelect,
}: {
  label: string;
  teams: readonly T[];
  onSelect: (team: T) => void;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="animate-fade-in z-50 max-h-80 min-w-56 overflow-y-auto rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2 text-xs font-medium text-neutral-500">
          {label}
        </DropdownMenu.Label>
        {teams.map((team) => (
          <DropdownMenu.Item
            key={team.id}
            onSelect={() => onSelect(team)}
            className="flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-neutral-700 outline-none select-none data-[highlighted]:bg-neutral-100 data-[highlighted]:text-neutral-900"
          >
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-md bg-neutral-100 text-xs font-medium text-neutral-600 uppercase"
            >
              {team.name.slice(0, 1)}
            </span>
            <span className="truncate">{team.name}</span>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
