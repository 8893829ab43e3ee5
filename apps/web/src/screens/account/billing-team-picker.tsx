// Which team's billing the tab shows: a select when the user is in several teams (kept in `?team=`).
import { Select } from '../../components/ui/select.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';
import type { BillingTeam } from './use-billing.ts';

export function BillingTeamPicker({ billing }: { billing: BillingTeam }) {
  const { teams, team, selectTeam } = billing;
  if (!teams || !team || teams.length < 2) return null;
  return (
    <Select
      aria-label={ACCOUNT_TEXTS.billing.team}
      value={team.id}
      onValueChange={selectTeam}
      options={teams.map((entry) => ({ value: entry.id, label: entry.name }))}
      className="max-w-56"
    />
  );
}
