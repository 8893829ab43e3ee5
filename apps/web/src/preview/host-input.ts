// What the host needs of the user's input inside the preview frame, which runs in a process of its
// own (a sandboxed frame): the builder's shortcut keys pressed here (while the page runs, only those
// of the canvas and of Preview mode: the page's own keys stay the page's), the wheel the canvas
// zooms and pans with (forward-wheel.ts), where the pointer is (this user's cursor for
// collaborators), and a frame that never leaves the preview. The host posts into the frame by its
// window, so a link or an Open URL action opens a new tab instead of navigating the frame.
import { postBridgeMessage, type PreviewAppState } from '@vitrine/components';
import { useEffect, useRef } from 'react';
import {
  CLIPBOARD_COMMANDS,
  commandForKey,
  isNavigationCommand,
  isTyping,
  selectsText,
} from '../builder/shortcuts/key-commands.ts';
import { forwardWheel } from './forward-wheel.ts';

/** The parts of the Navigation API read here (Chromium, Firefox and Safari ship it). */
interface NavigateEvent extends Event {
  readonly cancelable: boolean;
  readonly hashChange: boolean;
  readonly downloadRequest: string | null;
  readonly destination: { readonly url: string };
}

export function useHostInput(host: Window | null, mode: PreviewAppState['mode']): void {
  const modeRef = useRef(mode);
  modeRef.current = mode;

  useEffect(() => {
    if (!host) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const command = commandForKey(event);
      if (!command || (CLIPBOARD_COMMANDS.has(command) && selectsText(event))) return;
      // Esc leaves Preview mode; while editing it is nobody's.
      if (command === 'leavePreview' && modeRef.current !== 'live') return;
      if (modeRef.current === 'live' && !isNavigationCommand(command)) return;
      event.preventDefault();
      const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
      postBridgeMessage(host, { type: 'key', key, code, ctrlKey, metaKey, shiftKey, altKey });
    };

    // One pointer message per frame at most, in the frame's (device) pixels.
    let pending: { x: number; y: number } | null = null;
    let frame = 0;
    const flush = () => {
      frame = 0;
      if (pending) postBridgeMessage(host, { type: 'pointer', point: pending });
      pending = null;
    };
    const onMove = (event: MouseEvent) => {
      pending = { x: event.clientX, y: event.clientY };
      frame ||= requestAnimationFrame(flush);
    };
    const onLeave = () => {
      pending = null;
      postBridgeMessage(host, { type: 'pointer', point: null });
    };

    const navigation = (window as { navigation?: EventTarget }).navigation;
    const onNavigate = (event: Event) => {
      const navigate = event as NavigateEvent;
      if (!navigate.cancelable || navigate.hashChange || navigate.downloadRequest !== null) return;
      navigate.preventDefault();
      window.open(navigate.destination.url, '_blank', 'noopener,noreferrer');
    };

    const stopWheel = forwardWheel(host);
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousemove', onMove);
    document.documentElement.addEventListener('mouseleave', onLeave);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      cancelAnimationFrame(frame);
      stopWheel();
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousemove', onMove);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [host]);
}
