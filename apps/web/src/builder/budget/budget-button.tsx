// The toolbar button that opens and closes the Performance budget panel.
import { IconGauge } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { BUDGET_TEXTS } from './texts.ts';
import { budgetViewOf } from './budget-view.ts';

export function BudgetButton() {
  const { doc } = useSession();
  const store = budgetViewOf(doc);
  const open = useStore(store, (state) => state.open);
  return (
    <IconButton
      label={BUDGET_TEXTS.button}
      active={open}
      aria-pressed={open}
      data-testid="budget-button"
      onClick={() => store.getState().setOpen(!open)}
    >
      <IconGauge size={17} />
    </IconButton>
  );
}
