// Opens a builder session on a project: reads the project (its team and whether the caller may
// edit), asks where to connect, connects the shared document over the collaboration socket,
// publishes presence and wraps the history. `close()` disconnects (SPEC §4: the socket disconnects
// on leaving).
import {
  createCollabClient,
  createConnectionStore,
  type ConnectionState as CollabConnectionState,
} from '@vitrine/collab/client';
import { attachTreeRepair, type Presence } from '@vitrine/core';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { socketToken } from '../../api/client.ts';
import { getProject, joinProject } from '../../api/projects.ts';
import { currentUserIdentity, getUser } from '../../api/user.ts';
import { localCopyOrTimeout, openLocalCopy } from '../../collab/local-copy.ts';
import { createBuilderStore, type BuilderState } from './builder-store.ts';
import { createHistorySource } from './history-source.ts';
import { collaboratorsSource, publishCursor, publishPresence, randomColour } from './presence.ts';
import type { BuilderSession, ConnectionState, Source } from './session.tsx';

export interface OpenedSession {
  session: BuilderSession;
  /** The collaboration connection with what the server said (scope, refusals). */
  collab: Source<CollabConnectionState>;
  close(): void;
}

export interface OpenSessionOptions {
  projectId: string;
  initial?: Partial<BuilderState>;
  /** Forces a read-only session (the example viewer). */
  readOnly?: boolean;
}

function mapSource<A, B>(
  source: { getSnapshot(): A; subscribe(l: () => void): () => void },
  map: (a: A) => B,
) {
  let lastIn: A | undefined;
  let lastOut: B | undefined;
  return {
    get(): B {
      const value = source.getSnapshot();
      if (value !== lastIn || lastOut === undefined) {
        const next = map(value);
        lastIn = value;
        if (lastOut === undefined || JSON.stringify(next) !== JSON.stringify(lastOut)) lastOut = next;
      }
      return lastOut as B;
    },
    subscribe: (listener: () => void) => source.subscribe(listener),
  };
}

export async function openBuilderSession(options: OpenSessionOptions): Promise<OpenedSession> {
  const { projectId } = options;
  // Together, and the project without its document: the socket brings the document.
  const [project, join, identity] = await Promise.all([
    getProject(projectId, { document: false }),
    joinProject(projectId),
    currentUserIdentity(),
  ]);

  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  const readOnly = options.readOnly || project.readOnly;
  // Concurrent moves (and offline edits merged on reconnect) can leave an element under two parents
  // or in a cycle; every replica repairs remote changes the same way, so the tree converges.
  const detachTreeRepair = attachTreeRepair(doc);
  let closed = false;
  // Changes made while the socket is down are kept on this device until the server has them, even
  // if the tab closes; they merge on the next sync. Read-only sessions make none.
  const local = !readOnly && typeof indexedDB !== 'undefined' ? openLocalCopy(projectId, doc) : null;
  // The socket connects once this device's copy is in the document: its first message tells the
  // server what the document already holds, so a returning author receives only what changed since
  // instead of the whole document a second time (decoding a large project twice doubled its load).
  const connectionStore = createConnectionStore();
  connectionStore.set({ status: 'connecting' });
  const client = createCollabClient({
    connectionString: join.connectionString,
    projectId,
    doc,
    awareness,
    connection: connectionStore,
    // Offline, a token that expired meanwhile cannot be renewed: the socket tries again later.
    getToken: () => socketToken(false),
    refreshToken: () => socketToken(true),
    connect: local === null,
  });
  if (local)
    void localCopyOrTimeout(local).then(() => {
      if (!closed) client.connect();
    });
  const store = createBuilderStore({ readOnly, ...options.initial });

  const presence: Presence = {
    id: identity.id,
    email: identity.email,
    firstName: '',
    lastName: '',
    color: randomColour(),
    cursor: null,
    pageId: null,
  };
  publishPresence(awareness, presence);
  // Names come from the profile; presence starts with the e-mail and fills them in when known.
  void getUser()
    .then((user) => {
      const current = (awareness.getLocalState() as { user?: typeof presence } | null)?.user ?? presence;
      publishPresence(awareness, {
        ...current,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
      });
    })
    .catch(() => undefined);

  const connection: Source<ConnectionState> = mapSource(client.connection, (state) => ({
    status: state.status,
    synced: state.synced,
  }));
  const unsaved: Source<number> = mapSource(client.connection, (state) => state.unsaved);
  const history = createHistorySource(doc);
  const collaborators = collaboratorsSource(awareness);

  const session: BuilderSession = {
    projectId,
    teamId: project.teamId,
    doc,
    store,
    readOnly,
    connection,
    unsaved,
    collaborators,
    setCursor: (cursor, pageId) => publishCursor(awareness, cursor, pageId),
    history,
  };

  const collab: Source<CollabConnectionState> = {
    get: () => client.connection.getSnapshot(),
    subscribe: (listener) => client.connection.subscribe(listener),
  };

  return {
    session,
    collab,
    close() {
      if (closed) return;
      closed = true;
      history.destroy();
      collaborators.dispose();
      detachTreeRepair();
      void local?.destroy();
      awareness.setLocalState(null);
      client.destroy();
      awareness.destroy();
      doc.destroy();
    },
  };
}
