// The preview inside the builder or example viewer: asks the host (window.parent) for the project
// and application state, follows its pushed updates, answers generateThumbnail, and reports element
// clicks, hovers, diagnostics and page navigation (see the protocol in @vitrine/components bridge).
import {
  PreviewAppStateSchema,
  postBridgeMessage,
  readBridgeMessage,
  requestOverBridge,
  type BridgeMessage,
  type Diagnostics,
  type PreviewAppState,
  type ProjectJson,
} from '@vitrine/components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ProjectReplica } from './project-doc.ts';
import { captureThumbnail } from './thumbnail.ts';

export interface HostConnection {
  project: ProjectJson | null;
  appState: PreviewAppState;
  error: string | null;
  selectElement: (elementId: string, options: { additive: boolean }) => void;
  hoverElement: (elementId: string | null) => void;
  reportDiagnostics: (diagnostics: Diagnostics) => void;
  navigate: (pageId: string) => void;
}

export function useHostConnection(host: Window | null, root: () => HTMLElement | null): HostConnection {
  const [project, setProject] = useState<ProjectJson | null>(null);
  const [appState, setAppState] = useState<PreviewAppState>(() => PreviewAppStateSchema.parse({}));
  const [error, setError] = useState<string | null>(null);
  const replica = useRef<ProjectReplica | null>(null);

  useEffect(() => {
    if (!host) return;
    const current = new ProjectReplica(setProject);
    replica.current = current;
    const accept = (message: { update?: Uint8Array; project?: Record<string, unknown> }) => {
      if (message.update) current.applyUpdate(message.update);
      else if (message.project) setProject(message.project as ProjectJson);
    };
    const onMessage = async (event: MessageEvent) => {
      const message: BridgeMessage | null = readBridgeMessage(event, host);
      if (!message) return;
      if (message.type === 'project-update') accept(message);
      else if (message.type === 'app-state') setAppState(message.appState);
      else if (message.type === 'generateThumbnail') {
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
        accept(result);
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
    project,
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
