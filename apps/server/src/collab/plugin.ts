// Real-time collaboration (DESIGN.md "Collaboration protocol"): GET /v2/projects/:id/collab/join
// tells the client where to connect; the websocket /projects/:id/ws?token=… carries the protocol of
// @vitrine/collab. Rooms, persistence and fan-out live in room-registry.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { requestOrigin } from '../http/origin.ts';
import { CloseCode, CollabReason } from '@vitrine/collab/protocol';
import type { Connection } from '@vitrine/collab/server';
import { CollabJoinSchema } from '@vitrine/core';
import { currentUser } from '../auth/guard.ts';
import { registerLiveDocuments, unregisterLiveDocuments } from '../documents/store.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { signedInRoute } from '../http/route-table.ts';
import { projectAccess } from '../projects/access.ts';
import { AutoCheckpoints } from '../history/auto-checkpoints.ts';
import { RedisFanOut } from './fan-out.ts';
import type { ProjectRoom } from './project-room.ts';
import { DEFAULT_TIMINGS, RoomRegistry, type CollabTimings } from './room-registry.ts';
import { EarlyFrames } from './early-frames.ts';
import { authenticateSocket } from './socket-auth.ts';
import { createDocumentRepair } from './document-repair.ts';
import { OpenSockets, type AccessChange, type OpenSocket } from './open-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    collab: {
      instanceId: string;
      rooms: RoomRegistry;
      sockets: OpenSockets;
      /** Re-checks the sockets a change of access concerns, here and in every other process. */
      accessChanged(change: AccessChange): Promise<void>;
    };
  }
}

const paramsSchema = z.object({ id: z.string().min(1) });
const socketQuerySchema = z.object({ token: z.string().optional(), saved: z.string().optional() });

/** Every socket checks its access again this often, whether or not a change was announced. */
const RECHECK_INTERVAL_MS = 60_000;

/** Longest a timer may wait in Node; tokens that live longer are re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface CollabPluginOptions {
  timings?: Partial<CollabTimings>;
  /** How often every socket re-checks its access unprompted (ms). */
  recheckIntervalMs?: number;
}

export async function collabRoutes(app: FastifyInstance, options: CollabPluginOptions = {}) {
  const instanceId = randomUUID();
  const rooms = new RoomRegistry(app.db, app.log, { ...DEFAULT_TIMINGS, ...options.timings });
  const sockets = new OpenSockets();
  const fanOut = app.config.redisUrl
    ? new RedisFanOut(
        app.config.redisUrl,
        instanceId,
        (projectId, kind, payload) => rooms.receiveRemote(projectId, kind, payload),
        (error) => app.log.warn(error, 'collab: redis'),
        (change) => void sockets.recheck(change),
      )
    : null;
  if (fanOut) rooms.setFanOut(fanOut);
  const checkpoints = new AutoCheckpoints(app.db, app.log, app.config.checkpointMinutes * 60_000);
  rooms.setAutoCheckpoints(checkpoints);
  rooms.setRepair(createDocumentRepair(app.log));
  const accessChanged = (change: AccessChange) => {
    fanOut?.publishAccess(change);
    return sockets.recheck(change);
  };
  app.decorate('collab', { instanceId, rooms, sockets, accessChanged });
  if (fanOut) await fanOut.ready;

  // The safety net under announced changes (and a lost Redis message): a change made where nobody
  // called notifyAccessChange still reaches every socket within this interval.
  const recheckTimer = setInterval(() => {
    for (const socket of sockets.all()) void socket.recheck();
  }, options.recheckIntervalMs ?? RECHECK_INTERVAL_MS);
  recheckTimer.unref();

  const liveDocuments = (projectId: string) => {
    const room = rooms.loadedRoom(projectId);
    return room ? { state: room.room.encodeState(), settledId: room.settledId, seenIds: room.seenIds } : null;
  };
  registerLiveDocuments(app.db, liveDocuments);

  app.addHook('onClose', async () => {
    clearInterval(recheckTimer);
    unregisterLiveDocuments(app.db, liveDocuments);
    await rooms.close();
    await checkpoints.close();
    await fanOut?.close();
  });

  const join = signedInRoute(app, {
    operationId: 'joinProjectCollaboration',
    summary: "Where to open a project's collaboration socket",
    params: paramsSchema,
    response: { 200: CollabJoinSchema.describe('Where to connect'), ...errorResponses(400, 401, 404) },
  });
  app.get('/v2/projects/:id/collab/join', join, async (request) => {
    const { id } = request.params as z.infer<typeof paramsSchema>;
    const access = await projectAccess(app.db, currentUser(request), id);
    if (!access) throw notFound('Project not found');
    return {
      instanceId,
      connectionString: app.config.collabUrl ?? requestOrigin(request, app.config.publicUrl),
    };
  });

  app.get('/projects/:id/ws', { websocket: true }, (socket: WebSocket, request) => {
    const params = paramsSchema.safeParse(request.params);
    const query = socketQuerySchema.safeParse(request.query);
    // A repeated or malformed parameter is a bad credential, not a server error.
    if (!params.success || !query.success)
      return socket.close(CloseCode.Forbidden, CollabReason.invalidToken);
    // A server shutting down takes no new socket: the client reconnects, to another process.
    if (rooms.isClosing) return socket.close(CloseCode.GoingAway, CollabReason.shuttingDown);
    const { token, saved } = query.data;
    serveSocket(app, rooms, sockets, socket, { projectId: params.data.id, token, wantsSaved: saved === '1' });
  });
}

// Not encapsulated (what fastify-plugin does), so app.collab and the onClose flush belong to the app.
Object.assign(collabRoutes, { [Symbol.for('skip-override')]: true });

interface SocketRequest {
  projectId: string;
  token: string | undefined;
  /** The client asked to be told when its updates are stored (MessageType.Saved). */
  wantsSaved: boolean;
}

function serveSocket(
  app: FastifyInstance,
  rooms: RoomRegistry,
  sockets: OpenSockets,
  socket: WebSocket,
  { projectId, token, wantsSaved }: SocketRequest,
) {
  // The client sends its step1 right after opening: hold frames until the room is ready.
  const early = new EarlyFrames();
  let joined: { room: ProjectRoom; connection: Connection } | null = null;
  let expiryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let open: OpenSocket | null = null;

  const close = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    socket.close(code, reason);
  };

  socket.on('message', (data, isBinary) => {
    if (!isBinary) return;
    const bytes = toBytes(data);
    if (joined) return joined.room.room.receive(joined.connection, bytes);
    if (closed || early.push(bytes)) return;
    // Refused for good: the frames are dropped and the pending join will not happen.
    close(1008, 'Too many messages before the connection was ready');
  });
  socket.on('close', () => {
    closed = true;
    if (expiryTimer) clearTimeout(expiryTimer);
    if (open) sockets.remove(open);
    if (joined) joined.room.room.leave(joined.connection);
  });
  socket.on('error', (error) => app.log.debug(error, 'collab: socket error'));

  // An access token is good until its exp: then the client must refresh it and reconnect.
  const scheduleExpiry = (expiresAt: number | null) => {
    if (expiresAt === null) return;
    expiryTimer = setTimeout(
      () => {
        if (closed) return;
        if (Date.now() < expiresAt) return scheduleExpiry(expiresAt);
        close(CloseCode.TokenExpired, CollabReason.tokenExpired);
      },
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
    );
  };

  // Access is checked again whenever a change may concern this socket. A check asked for while
  // another runs (or while joining) runs once more after it, so the last answer is a fresh one.
  let checking: Promise<void> | null = null;
  let checkAgain = false;
  const recheck = async (): Promise<void> => {
    if (!joined || checking) {
      checkAgain = true;
      return checking ?? undefined;
    }
    checking = (async () => {
      do {
        checkAgain = false;
        if (closed || !joined) return;
        const { room, connection } = joined;
        const auth = await authenticateSocket(app, token, projectId);
        if (closed) return;
        if (!auth.ok) return close(auth.code, auth.reason);
        room.room.setReadOnly(connection, auth.readOnly);
      } while (checkAgain);
    })().finally(() => (checking = null));
    return checking;
  };

  (async () => {
    const auth = await authenticateSocket(app, token, projectId);
    if (closed) return;
    if (!auth.ok) return close(auth.code, auth.reason);
    // Listed before joining, so a change announced from now on is not missed.
    open = { userId: auth.user.id, projectId, recheck };
    sockets.add(open);
    const room = await rooms.acquire(projectId);
    if (closed) return;
    // The server began closing (or the room unloading) meanwhile: its sockets were closed already,
    // and this one would be left open on a room nobody closes. The client reconnects.
    if (rooms.isClosing || room.unloading) return close(CloseCode.GoingAway, CollabReason.shuttingDown);
    const connection = room.room.join(
      {
        send: (data) => socket.send(data),
        close: (code, reason) => close(code, reason),
        get bufferedAmount() {
          return socket.bufferedAmount;
        },
      },
      { readOnly: auth.readOnly, userId: auth.user.id, wantsSaved },
    );
    joined = { room, connection };
    for (const bytes of early.drain()) room.room.receive(connection, bytes);
    scheduleExpiry(auth.expiresAt);
    // Whatever changed while the room was loading is caught by one more check.
    if (checkAgain) void recheck();
  })().catch((error) => {
    if (rooms.isClosing) return close(CloseCode.GoingAway, CollabReason.shuttingDown);
    app.log.error(error, 'collab: could not open the room');
    close(1011, CollabReason.shuttingDown);
  });
}

function toBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
