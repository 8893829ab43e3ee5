// The shortcut keys pressed inside the preview frame, which runs in a process of its own and sends
// them over the bridge (preview-host.ts): dispatched here as keydown events for the builder's
// shortcut handler, which listens to this target beside the window.
import type { BridgeMessage } from '@vitrine/components';

export const previewKeys = new EventTarget();

export function dispatchPreviewKey(message: Extract<BridgeMessage, { type: 'key' }>): void {
  const { key, code, ctrlKey, metaKey, shiftKey, altKey } = message;
  previewKeys.dispatchEvent(
    new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, shiftKey, altKey, cancelable: true }),
  );
}
