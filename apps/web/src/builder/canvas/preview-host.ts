// The builder's side of the builder ↔ preview bridge (@vitrine/components bridge.ts; the whole
// story is docs/preview-frame.md): it answers the preview's syncState with the project as JSON plus
// the application state, then pushes every transaction as patches (projectPatchesOf, @vitrine/core)
// and every application-state change; it hears element clicks, hovers, the pointer (this user's
// cursor), the builder shortcuts pressed in the frame, the wheel for the canvas and diagnostics. The
// frame runs the page live in Preview mode, while a checkpoint is shown, and in the example viewer
// (which uses this too, without selection).
import {
  postBridgeMessage,
  readBridgeMessage,
  type BridgeMessage,
  type BridgeMessageInput,
  type PreviewAppState,
} from '@vitrine/components';
import { PROJECT_ROOT, projectPatchesOf } from '@vitrine/core';
import { useEffect, useRef, type RefObject } from 'react';
import type * as Y from 'yjs';
import { historyViewOf } from '../history/history-view.ts';
import { dispatchPreviewKey } from '../shortcuts/preview-keys.ts';
import type { BuilderSession } from '../state/session.tsx';

/** A wheel the page did not use, at a point in device pixels (the canvas zooms or pans). */
type WheelHandler = (
  point: { x: number; y: number },
  wheel: Extract<BridgeMessage, { type: 'wheel' }>,
) => void;

function appStateOf(session: BuilderSession, viewer: boolean): PreviewAppState {
  const state = session.store.getState();
  // A previewed checkpoint is shown as a visitor would see it: live, nothing selected.
  const still = viewer || historyViewOf(session.doc).getState().previewing !== null;
  return {
    pageId: state.pageId,
    selectedElementIds: still ? [] : [...state.selectedIds],
    hoveredElementId: still ? null : state.hoveredId,
    mode: still || state.previewMode ? 'live' : 'edit',
  };
}

/** What the preview shows: a checkpoint's document while one is previewed, else the live one. */
function documentJson(session: BuilderSession): Record<string, unknown> {
  const previewing = historyViewOf(session.doc).getState().previewing;
  return (previewing?.document ?? session.doc.getMap(PROJECT_ROOT).toJSON()) as Record<string, unknown>;
}

export function usePreviewHost(
  frame: RefObject<HTMLIFrameElement | null>,
  session: BuilderSession,
  options: { viewer?: boolean; outlineWidth?: number | undefined; onWheel?: WheelHandler | undefined } = {},
): void {
  const viewer = options.viewer ?? false;
  const outlineWidth = useRef(options.outlineWidth);
  outlineWidth.current = options.outlineWidth;
  const onWheel = useRef(options.onWheel);
  onWheel.current = options.onWheel;

  useEffect(() => {
    const target = () => frame.current?.contentWindow ?? null;
    const post = (message: BridgeMessageInput) => {
      const window = target();
      if (window) postBridgeMessage(window, message);
    };

    const onMessage = (event: MessageEvent) => {
      const message = readBridgeMessage(event, target());
      if (!message) return;
      const state = session.store.getState();
      switch (message.type) {
        case 'ready':
          // A (re)loaded preview: its syncState, right behind, brings the document.
          post({ type: 'app-state', appState: appStateOf(session, viewer) });
          if (outlineWidth.current) post({ type: 'outline-width', px: outlineWidth.current });
          return;
        case 'syncState':
          post({
            type: 'syncState:result',
            requestId: message.requestId,
            project: documentJson(session),
            appState: appStateOf(session, viewer),
          });
          return;
        case 'select-element':
          if (!viewer && !state.previewMode) state.select(message.elementId, message.additive);
          return;
        case 'hover-element':
          if (!viewer && !state.previewMode) state.setHovered(message.elementId);
          return;
        case 'pointer':
          if (viewer) return;
          if (!message.point) state.setHovered(null);
          session.setCursor(
            message.point && { x: Math.round(message.point.x), y: Math.round(message.point.y) },
            state.pageId,
          );
          return;
        case 'key':
          // The viewer has only the canvas's keys to hear, which the frame passes on while live.
          dispatchPreviewKey(message);
          return;
        case 'wheel':
          onWheel.current?.(message.point, message);
          return;
        case 'diagnostics':
          state.setDiagnostics(message.diagnostics);
          return;
        case 'navigate':
          state.setPage(message.pageId);
          return;
        default:
          return;
      }
    };

    const history = historyViewOf(session.doc);
    const root = session.doc.getMap(PROJECT_ROOT);
    const onTransaction = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
      // While a checkpoint is shown the frame holds its JSON; going back resends the whole project.
      if (history.getState().previewing === null)
        post({ type: 'project-patch', patches: projectPatchesOf(events) });
    };
    let last = JSON.stringify(appStateOf(session, viewer));
    const postAppState = () => {
      const next = appStateOf(session, viewer);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      post({ type: 'app-state', appState: next });
    };
    const unsubscribe = session.store.subscribe(postAppState);
    const unsubscribeHistory = history.subscribe((state, previous) => {
      if (state.previewing === previous.previewing) return;
      post({ type: 'project-update', project: documentJson(session) });
      postAppState();
    });

    window.addEventListener('message', onMessage);
    root.observeDeep(onTransaction);
    return () => {
      window.removeEventListener('message', onMessage);
      root.unobserveDeep(onTransaction);
      unsubscribe();
      unsubscribeHistory();
    };
  }, [frame, session, viewer]);

  useEffect(() => {
    const window = frame.current?.contentWindow;
    if (window && options.outlineWidth)
      postBridgeMessage(window, { type: 'outline-width', px: options.outlineWidth });
  }, [frame, options.outlineWidth]);
}
