// The preview inside the builder or example viewer: asks the host (window.parent) for the project
// and application state, follows its pushed updates (and the outline width), answers
// generateThumbnail, and reports element clicks, hovers, diagnostics and page navigation (see the
// protocol in @vitrine/components bridge).
import {
  measurePage,
  OUTLINE_WIDTH_PROPERTY,
  PreviewAppStateSchema,
  postBridgeMessage,
  readBridgeMessage,
  requestOverBridge,
  type BridgeMessage,
  type Diagnostics,
  type PreviewAppState,
  type ProjectJson,
} from '@vitrine/components';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ProjectReplica } from './project-doc.ts';
import { captureThumbnail } from './thumbnail.ts';

export interface HostConnection {
  project: ProjectJson | null;
  /** The elements whose objects changed with the last project (see PageRenderer). */
  changedElements: ReadonlySet<string> | undefined;
  appState: PreviewAppState;
  error: string | null;
  selectElement: (elementId: string, options: { additive: boolean }) => void;
  hoverElement: (elementId: string | null) => void;
  reportDiagnostics: (diagnostics: Diagnostics) => void;
  navigate: (pageId: string) => void;
}

export function useHostConnection(host: Window | null, root: () => HTMLElement | null): HostConnection {
  const [document, setDocument] = useState<{
    project: ProjectJson | null;
    changedElements: ReadonlySet<string> | undefined;
  }>({ project: null, changedElements: undefined });
  const [appState, setAppState] = useState<PreviewAppState>(() => PreviewAppStateSchema.parse({}));
  const [error, setError] = useState<string | null>(null);
  const replica = useRef<ProjectReplica | null>(null);
  // The page shown, for exports (the handler outlives renders).
  const pageIdRef = useRef<string | null>(null);
  pageIdRef.current = appState.pageId;

  useEffect(() => {
    if (!host) return;
    let shown = false;
    const current = new ProjectReplica((project, changedElements) => {
      const update = () => setDocument({ project, changedElements });
      // The first render of a large page is long: as a transition it yields, so the builder beside
      // it (same main thread) still answers clicks. Later edits render at once, inside the animation
      // frame the replica calls this from, so they paint in that frame: left to React's scheduler,
      // the render ran as a task after the frame and needed a frame of its own.
      if (shown && changedElements) flushSync(update);
      else startTransition(update);
      shown = true;
    });
    replica.current = current;
    const onMessage = async (event: MessageEvent) => {
      const message: BridgeMessage | null = readBridgeMessage(event, host);
      if (!message) return;
      if (message.type === 'project-patch') current.apply(message.patches);
      else if (message.type === 'project-update') current.reset(message.project);
      else if (message.type === 'app-state') setAppState(message.appState);
      else if (message.type === 'outline-width')
        window.document.documentElement.style.setProperty(OUTLINE_WIDTH_PROPERTY, `${message.px}px`);
      else if (message.type === 'measureBudget') {
        const cost = measurePage(root());
        postBridgeMessage(host, {
          type: 'measureBudget:result',
          requestId: message.requestId,
          cost: cost as unknown as Record<string, unknown>,
        });
      } else if (message.type === 'exportScene') {
        const { format, variants, requestId } = message;
        try {
          const { exportScene } = await import('@vitrine/components/scene-export');
          const project = current.snapshot();
          if (!project) throw new Error('Nothing is shown yet');
          const bytes = await exportScene({ format, variants, project, pageId: pageIdRef.current ?? '' });
          postBridgeMessage(host, {
            type: 'exportScene:result',
            requestId,
            bytes: bytes as Uint8Array<ArrayBuffer>,
          });
        } catch (failure) {
          postBridgeMessage(host, {
            type: 'exportScene:result',
            requestId,
            error: failure instanceof Error ? failure.message : String(failure),
          });
        }
      } else if (message.type === 'generateThumbnail') {
        const element = root();
        try {
          if (!element) throw new Error('Nothing is rendered');
          postBridgeMessage(host, {
            type: 'generateThumbnail:result',
            requestId: message.requestId,
            dataUrl: await captureThumbnail(element),
          });
        } catch (failure) {
          postBridgeMessage(host, {
            type: 'generateThumbnail:result',
            requestId: message.requestId,
            error: String(failure),
          });
        }
      }
    };
    window.addEventListener('message', onMessage);
    postBridgeMessage(host, { type: 'ready' });
    requestOverBridge(host, 'syncState')
      .then((result) => {
        current.reset(result.project);
        setAppState(result.appState);
      })
      .catch((failure: unknown) => setError(String(failure)));
    return () => {
      window.removeEventListener('message', onMessage);
      current.destroy();
      replica.current = null;
    };
  }, [host, root]);

  const lastHover = useRef<string | null>(null);
  return {
    project: document.project,
    changedElements: document.changedElements,
    appState,
    error,
    selectElement: useCallback(
      (elementId, { additive }) =>
        host && postBridgeMessage(host, { type: 'select-element', elementId, additive }),
      [host],
    ),
    hoverElement: useCallback(
      (elementId) => {
        if (!host || lastHover.current === elementId) return;
        lastHover.current = elementId;
        postBridgeMessage(host, { type: 'hover-element', elementId });
      },
      [host],
    ),
    reportDiagnostics: useCallback(
      (diagnostics) => host && postBridgeMessage(host, { type: 'diagnostics', diagnostics }),
      [host],
    ),
    navigate: useCallback((pageId) => host && postBridgeMessage(host, { type: 'navigate', pageId }), [host]),
  };
}
