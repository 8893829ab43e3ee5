// Preview mode (alt+p; esc leaves it): the page runs in the builder's frame, clicks run its
// interactions and nothing is selected, until the button is pressed again.
import { IconPlayerPlay } from '@tabler/icons-react';
import { CANVAS_TEXTS } from '../canvas/texts.ts';
import { useBuilder } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';

export function PreviewButton() {
  const previewMode = useBuilder((state) => state.previewMode);
  const setPreviewMode = useBuilder((state) => state.setPreviewMode);
  return (
    <IconButton
      label={previewMode ? CANVAS_TEXTS.previewOff : CANVAS_TEXTS.previewOn}
      active={previewMode}
      aria-pressed={previewMode}
      data-testid="preview-mode-button"
      className={
        previewMode ? 'bg-orange-50 text-orange-600 hover:bg-orange-100 hover:text-orange-700' : undefined
      }
      onClick={() => setPreviewMode(!previewMode)}
    >
      <IconPlayerPlay size={17} />
    </IconButton>
  );
}
