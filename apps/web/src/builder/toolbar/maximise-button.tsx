// Maximise/minimise the preview (alt+f): the side panels collapse so the canvas takes the window.
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useBuilder } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';

export function MaximiseButton() {
  const maximised = useBuilder((state) => state.maximised);
  const setMaximised = useBuilder((state) => state.setMaximised);
  return (
    <IconButton
      label={maximised ? 'Minimise preview (alt+f)' : 'Maximise preview (alt+f)'}
      active={maximised}
      onClick={() => setMaximised(!maximised)}
    >
      {maximised ? <IconMinimize size={17} /> : <IconMaximize size={17} />}
    </IconButton>
  );
}
