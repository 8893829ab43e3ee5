// Opens a project's document for the builder: a Y.Doc kept in IndexedDB (edits made offline survive
// a reload and merge on reconnect), connected to the collaboration server through @vitrine/collab's
// client, with this user's presence on the awareness.
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import {
  createCollabClient,
  createConnectionStore,
  type AuthEvent,
  type CollabClient,
  type ConnectionStore,
} from '@vitrine/collab';
import { attachTreeRepair, type CollabJoin } from '@vitrine/core';
import { socketToken } from '../api/index.ts';
import { joinProject } from '../api/projects.ts';
import { localCopyOrTimeout, openLocalCopy } from './local-copy.ts';
import { presenceFor, type Presence, type PresenceUser } from './presence.ts';

export interface ConnectProjectOptions {
  projectId: string;
  /** Who is editing, for the presence others see. */
  user: PresenceUser;
  /** A usable access token; defaults to the API layer's (refreshed when expired). */
  getToken?: () => Promise<string | null>;
  /** A new access token after the server said the old one expired; defaults to the API layer's. */
  refreshToken?: () => Promise<string | null>;
  /** Where to connect; defaults to GET /v2/projects/:id/collab/join. */
  join?: (projectId: string) => Promise<CollabJoin>;
  /** Auth messages: granted (with scope) or denied (with the reason); a close 4500 arrives here too. */
  onAuth?: (event: AuthEvent) => void;
  /** Keep a local copy in IndexedDB (default: when the browser has it). */
  offline?: boolean;
  WebSocketPolyfill?: typeof WebSocket;
}

export interface ProjectConnection {
  readonly projectId: string;
  readonly doc: Y.Doc;
  /** The document's root map ('project'). */
  readonly project: Y.Map<unknown>;
  readonly awareness: Awareness;
  /** connecting / connected / disconnected, synced, scope, closedForGood. */
  readonly connection: ConnectionStore;
  /** Resolves once the local IndexedDB copy is loaded (at once without one). */
  readonly whenLocalLoaded: Promise<void>;
  /** Moves this user's cursor (canvas coordinates), or hides it with null. */
  setCursor(cursor: { x: number; y: number } | null): void;
  /** Leaves the project: closes the socket, keeps the local copy. */
  destroy(): void;
}

export function connectProject(options: ConnectProjectOptions): ProjectConnection {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  const presence: Presence = presenceFor(options.user);
  awareness.setLocalState(presence);
  const connection = createConnectionStore();
  connection.set({ status: 'connecting' });
  // Concurrent moves can leave an element under two parents or in a cycle; every replica repairs
  // remote changes the same way, so the stored tree converges back to a valid one.
  const detachTreeRepair = attachTreeRepair(doc);

  const useIndexedDb = options.offline ?? typeof indexedDB !== 'undefined';
  const local = useIndexedDb ? openLocalCopy(options.projectId, doc) : null;
  const whenLocalLoaded = local ? local.whenSynced.then(() => undefined) : Promise.resolve();

  let client: CollabClient | null = null;
  let destroyed = false;
  (options.join ?? joinProject)(options.projectId)
    .then(({ connectionString }) => {
      if (destroyed) return;
      client = createCollabClient({
        connectionString,
        projectId: options.projectId,
        doc,
        awareness,
        connection,
        getToken: options.getToken ?? (() => socketToken(false)),
        refreshToken: options.refreshToken ?? (() => socketToken(true)),
        ...(options.onAuth ? { onAuth: options.onAuth } : {}),
        ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
        connect: false,
      });
      // As the builder's session: the socket's first message states what the local copy holds, so
      // only what changed since comes back.
      const opened = client;
      void (local ? localCopyOrTimeout(local) : whenLocalLoaded).then(() => {
        if (!destroyed) opened.connect();
      });
    })
    .catch((error: unknown) => {
      // No access or no network: the local copy stays editable; the state says why.
      connection.set({
        status: 'disconnected',
        closedForGood: { code: 0, reason: error instanceof Error ? error.message : String(error) },
      });
    });

  return {
    projectId: options.projectId,
    doc,
    project: doc.getMap('project'),
    awareness,
    connection,
    whenLocalLoaded,
    setCursor(cursor) {
      awareness.setLocalStateField('cursor', cursor);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      detachTreeRepair();
      client?.destroy();
      awareness.destroy();
      void local?.destroy();
      doc.destroy();
    },
  };
}
