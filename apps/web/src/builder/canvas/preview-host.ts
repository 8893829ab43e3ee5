// The builder's side of the builder ↔ preview bridge (@vitrine/components bridge.ts): it answers the
// preview's syncState with the document as one Yjs update plus the application state, then pushes
// every document update and application-state change; it hears element clicks, hovers and
// diagnostics. The example viewer uses it too, in 'live' mode and without selection.
import {
  postBridgeMessage,
  readBridgeMessage,
  type BridgeMessageInput,
  type PreviewAppState,
} from '@vitrine/components';
import { useEffect, type RefObject } from 'react';
import * as Y from 'yjs';
import type { BuilderSession } from '../state/session.tsx';

/** Yjs hands out updates typed over any buffer; the bridge schema names a plain ArrayBuffer one. */
const bytes = (update: Uint8Array) => update as Uint8Array<ArrayBuffer>;

/** What the preview shows: the builder edits (clicks select) unless asked for the live page. */
export function previewModeOf(mode: string | null, readOnlyViewer: boolean): PreviewAppState['mode'] {
  if (readOnlyViewer) return 'live';
  return mode === 'live' || mode === 'preview' ? 'live' : 'edit';
}

function appStateOf(session: BuilderSession, viewer: boolean): PreviewAppState {
  const state = session.store.getState();
  return {
    pageId: state.pageId,
    selectedElementIds: viewer ? [] : [...state.selectedIds],
    hoveredElementId: viewer ? null : state.hoveredId,
    mode: previewModeOf(state.mode, viewer),
  };
}

export function usePreviewHost(
  frame: RefObject<HTMLIFrameElement | null>,
  session: BuilderSession,
  options: { viewer?: boolean } = {},
): void {
  const viewer = options.viewer ?? false;
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
          // A (re)loaded preview: hand it everything so it never shows a stale page.
          post({ type: 'project-update', update: bytes(Y.encodeStateAsUpdate(session.doc)) });
          post({ type: 'app-state', appState: appStateOf(session, viewer) });
          return;
        case 'syncState':
          post({
            type: 'syncState:result',
            requestId: message.requestId,
            update: bytes(Y.encodeStateAsUpdate(session.doc)),
            appState: appStateOf(session, viewer),
          });
          return;
        case 'select-element':
          if (!viewer) state.select(message.elementId, message.additive);
          return;
        case 'hover-element':
          if (!viewer) state.setHovered(message.elementId);
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

    const onUpdate = (update: Uint8Array) => post({ type: 'project-update', update: bytes(update) });
    let last = JSON.stringify(appStateOf(session, viewer));
    const unsubscribe = session.store.subscribe(() => {
      const next = appStateOf(session, viewer);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      post({ type: 'app-state', appState: next });
    });

    window.addEventListener('message', onMessage);
    session.doc.on('update', onUpdate);
    return () => {
      window.removeEventListener('message', onMessage);
      session.doc.off('update', onUpdate);
      unsubscribe();
    };
  }, [frame, session, viewer]);
}
