// The canvas's shortcuts (canvas-texts.ts): shift+1 zoom to fit, shift+0 zoom to 100 %, ctrl/⌘ with
// = or - zoom in and out, pressed in the builder or in the preview frame (which forwards them, see
// preview/host-input.ts). Keys typed into a field are the field's.
import { useEffect } from 'react';
import { commandForKey, isCanvasCommand, isTyping, type CanvasCommand } from '../shortcuts/key-commands.ts';
import { previewKeys } from '../shortcuts/preview-keys.ts';
import type { CanvasNavigation } from './canvas-navigation.ts';

export function useCanvasShortcuts(navigation: CanvasNavigation): void {
  useEffect(() => {
    const commands: Record<CanvasCommand, () => void> = {
      zoomToFit: navigation.zoomToFit,
      zoomToActualSize: navigation.zoomToActualSize,
      zoomIn: navigation.zoomIn,
      zoomOut: navigation.zoomOut,
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const command = commandForKey(event);
      if (!command || !isCanvasCommand(command)) return;
      event.preventDefault();
      commands[command]();
    };
    const targets: EventTarget[] = [window, previewKeys];
    for (const target of targets) target.addEventListener('keydown', onKeyDown as EventListener);
    return () => {
      for (const target of targets) target.removeEventListener('keydown', onKeyDown as EventListener);
    };
  }, [navigation]);
}
