// The toolbar button that opens and closes the Version history panel.
import { IconHistory } from '@tabler/icons-react';
import { useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { historyViewOf } from './history-view.ts';
import { HISTORY_TEXTS } from './texts.ts';
import { useHistoryView } from './use-history-view.ts';

export function HistoryButton() {
  const { doc } = useSession();
  const open = useHistoryView((state) => state.open);
  return (
    <IconButton
      label={HISTORY_TEXTS.button}
      active={open}
      aria-pressed={open}
      data-testid="history-button"
      onClick={() => historyViewOf(doc).getState().setOpen(!open)}
    >
      <IconHistory size={17} />
    </IconButton>
  );
}
