// Undo/redo buttons (SPEC §4): disabled when there is nothing to undo or redo. The keyboard
// shortcuts live with the other builder shortcuts.
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useSession, useSource } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';

export function UndoRedo() {
  const { history, readOnly } = useSession();
  const { canUndo, canRedo } = useSource(history);
  return (
    <div className="flex items-center">
      <IconButton label="Undo (ctrl+z)" disabled={readOnly || !canUndo} onClick={() => history.undo()}>
        <IconArrowBackUp size={17} />
      </IconButton>
      <IconButton label="Redo (ctrl+shift+z)" disabled={readOnly || !canRedo} onClick={() => history.redo()}>
        <IconArrowForwardUp size={17} />
      </IconButton>
    </div>
  );
}
