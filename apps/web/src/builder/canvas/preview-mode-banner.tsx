// Over the canvas in Preview mode: that clicks now run the page, and the way back to editing.
import { IconPlayerPlay } from '@tabler/icons-react';
import { useBuilder } from '../state/session.tsx';
import { CANVAS_TEXTS } from './texts.ts';

export function PreviewModeBanner() {
  const previewMode = useBuilder((state) => state.previewMode);
  const setPreviewMode = useBuilder((state) => state.setPreviewMode);
  if (!previewMode) return null;
  return (
    <div
      role="status"
      data-testid="preview-mode-banner"
      className="absolute bottom-3 left-1/2 z-20 -translate-x-1/2 flex items-center gap-2 rounded-lg border border-orange-200 bg-white py-1 pr-1 pl-2.5 text-xs whitespace-nowrap shadow-lg"
    >
      <IconPlayerPlay size={14} className="text-orange-500" />
      <span className="text-neutral-700">{CANVAS_TEXTS.previewBanner}</span>
      <button
        type="button"
        onClick={() => setPreviewMode(false)}
        className="h-7 rounded-md px-2 font-medium text-neutral-700 hover:bg-neutral-100"
      >
        {CANVAS_TEXTS.previewExit}
      </button>
    </div>
  );
}
