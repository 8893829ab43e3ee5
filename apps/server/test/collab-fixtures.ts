// Rows and clients for the collaboration tests: users, a team with roles, a project with its first
// document, and unmodified y-websocket providers (Node, `ws`) pointed at a server.
import * as Y from 'yjs';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as decoding from 'lib0/decoding';
import { MessageType, isDocumentFrame } from '@vitrine/collab/protocol';
import { createProjectDoc } from '@vitrine/core';
import { startRefreshFamily } from '../src/auth/refresh-tokens.ts';
import type { Database } from '../src/db/database.ts';
import { projects, teamMembers, teams, users } from '../src/db/schema.ts';
import { saveNewDocument } from '../src/documents/store.ts';

/** A user signed in once: `app.tokens.sign(person)` signs an access token of that session. */
export interface FixturePerson {
  id: string;
  email: string;
  sessionId: string;
}

export interface Fixture {
  projectId: string;
  teamId: string;
  owner: FixturePerson;
  member: FixturePerson;
  outsider: FixturePerson;
}

let counter = 0;

async function createUser(db: Database, name: string): Promise<FixturePerson> {
  const email = `${name}-${Date.now()}-${counter++}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, firstName: name, lastName: 'Tester' })
    .returning({ id: users.id, email: users.email });
  // Access tokens name a live session, so each person gets one, as a sign-in would start it.
  const { sessionId } = await startRefreshFamily(db, user!.id);
  return { ...user!, sessionId };
}

/** A team with an owner, a read-only member and an outsider, and one project with a document. */
export async function createFixture(db: Database, label = 'Collab project'): Promise<Fixture> {
  const owner = await createUser(db, 'owner');
  const member = await createUser(db, 'member');
  const outsider = await createUser(db, 'outsider');
  const [team] = await db.insert(teams).values({ name: 'Collab team' }).returning({ id: teams.id });
  await db.insert(teamMembers).values([
    { teamId: team!.id, userId: owner.id, role: 'team_owner' },
    { teamId: team!.id, userId: member.id, role: 'team_member' },
  ]);
  const [project] = await db
    .insert(projects)
    .values({ teamId: team!.id, label, createdBy: owner.id })
    .returning({ id: projects.id });
  await saveNewDocument(db, project!.id, Y.encodeStateAsUpdate(createProjectDoc({ label })));
  return { projectId: project!.id, teamId: team!.id, owner, member, outsider };
}

/**
 * An unmodified y-websocket provider, as any Yjs client would open it. y-websocket calls itself
 * synced on the first sync step 2, but a cold document arrives as several parts (the snapshot, then
 * each logged update), so `synced()` waits for Vitrine's SyncDone, which follows the last of them.
 */
export function openProvider(serverUrl: string, projectId: string, token: string, doc = new Y.Doc()) {
  const provider = new WebsocketProvider(
    `${serverUrl.replace(/^http/, 'ws')}/projects`,
    `${projectId}/ws`,
    doc,
    {
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      params: { token },
      disableBc: true,
    },
  );
  let syncDone = false;
  provider.messageHandlers[MessageType.SyncDone] = () => {
    syncDone = true;
  };
  provider.on('status', ({ status }: { status: string }) => {
    if (status !== 'connected') syncDone = false;
  });
  return { doc, provider, synced: () => syncDone && provider.synced };
}

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const projectMap = (doc: Y.Doc) => doc.getMap<unknown>('project');

/** A client that asks to be told when its updates are stored, and counts what it sent. */
export function savingProvider(url: string, projectId: string, token: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${url.replace(/^http/, 'ws')}/projects`, `${projectId}/ws`, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token, saved: '1' },
    disableBc: true,
    // Connecting starts in the constructor: the counting below must be in place first.
    connect: false,
  });
  // Saved names frames by number: count the document frames this socket sends, as the server does.
  let sent = 0;
  let saved = 0;
  provider.messageHandlers[MessageType.Saved] = (_encoder, decoder) => {
    saved = decoding.readVarUint(decoder);
  };
  let syncDone = false;
  provider.messageHandlers[MessageType.SyncDone] = () => (syncDone = true);
  provider.on('status', ({ status }: { status: string }) => {
    if (status !== 'connected') syncDone = false;
    if (status !== 'connecting' || !provider.ws) return;
    sent = saved = 0;
    const ws = provider.ws;
    const send = ws.send.bind(ws);
    ws.send = ((data: Uint8Array) => {
      if (isDocumentFrame(data)) sent++;
      send(data);
    }) as typeof ws.send;
  });
  provider.connect();
  return { doc, provider, sent: () => sent, saved: () => saved, synced: () => syncDone && provider.synced };
}
