// Real-time collaboration (DESIGN.md "Collaboration protocol"): GET /v2/projects/:id/collab/join
// tells the client where to connect; the websocket /projects/:id/ws?token=… carries the protocol of
// @vitrine/collab. Rooms, persistence and fan-out live in room-registry.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { requestOrigin } from '../http/origin.ts';
import { CloseCode, CollabReason, type Connection } from '@vitrine/collab';
import { currentUser } from '../auth/guard.ts';
import { registerLiveDocuments, unregisterLiveDocuments } from '../documents/store.ts';
import { notFound } from '../http/errors.ts';
import { signedInRoute } from '../http/route-table.ts';
import { parse } from '../http/validate.ts';
import { projectAccess } from '../projects/access.ts';
import { AutoCheckpoints } from '../history/auto-checkpoints.ts';
import { RedisFanOut } from './fan-out.ts';
import type { ProjectRoom } from './project-room.ts';
import { DEFAULT_TIMINGS, RoomRegistry, type CollabTimings } from './room-registry.ts';
import { EarlyFrames } from './early-frames.ts';
import { authenticateSocket } from './socket-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    collab: { instanceId: string; rooms: RoomRegistry };
  }
}

const paramsSchema = z.object({ id: z.string().min(1) });
const socketQuerySchema = z.object({ token: z.string().optional() });

/** Frames a client may send before its room is ready (a sync client sends two or three). */

/** Longest a timer may wait in Node; tokens that live longer are re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface CollabPluginOptions {
  timings?: Partial<CollabTimings>;
}

export async function collabRoutes(app: FastifyInstance, options: CollabPluginOptions = {}) {
  const instanceId = randomUUID();
  const rooms = new RoomRegistry(app.db, app.log, { ...DEFAULT_TIMINGS, ...options.timings });
  const fanOut = app.config.redisUrl
    ? new RedisFanOut(
        app.config.redisUrl,
        instanceId,
        (projectId, kind, payload) => rooms.receiveRemote(projectId, kind, payload),
        (error) => app.log.warn(error, 'collab: redis'),
      )
    : null;
  if (fanOut) rooms.setFanOut(fanOut);
  const checkpoints = new AutoCheckpoints(app.db, app.log, app.config.checkpointMinutes * 60_000);
  rooms.setAutoCheckpoints(checkpoints);
  app.decorate('collab', { instanceId, rooms });

  const liveDocuments = (projectId: string) => {
    const room = rooms.loadedRoom(projectId);
    return room ? { state: room.room.encodeState(), settledId: room.settledId, seenIds: room.seenIds } : null;
  };
  registerLiveDocuments(app.db, liveDocuments);

  app.addHook('onClose', async () => {
    unregisterLiveDocuments(app.db, liveDocuments);
    await rooms.close();
    await checkpoints.close();
    await fanOut?.close();
  });

  const join = signedInRoute(app, { params: paramsSchema });
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
    const { id } = parse(paramsSchema, request.params);
    const { token } = parse(socketQuerySchema, request.query);
    serveSocket(app, rooms, socket, id, token);
  });
}

// Not encapsulated (what fastify-plugin does), so app.collab and the onClose flush belong to the app.
Object.assign(collabRoutes, { [Symbol.for('skip-override')]: true });

/** The origin the client reached us on (behind a proxy: its forwarded host and protocol). */
function serveSocket(
  app: FastifyInstance,
  rooms: RoomRegistry,
  socket: WebSocket,
  projectId: string,
  token: string | undefined,
) {
  // The client sends its step1 right after opening: hold frames until the room is ready.
  const early = new EarlyFrames();
  let joined: { room: ProjectRoom; connection: Connection } | null = null;
  let expiryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  socket.on('message', (data, isBinary) => {
    if (!isBinary) return;
    const bytes = toBytes(data);
    if (joined) return joined.room.room.receive(joined.connection, bytes);
    if (closed || early.push(bytes)) return;
    // Refused for good: the frames are dropped and the pending join will not happen.
    closed = true;
    socket.close(1008, 'Too many messages before the connection was ready');
  });
  socket.on('close', () => {
    closed = true;
    if (expiryTimer) clearTimeout(expiryTimer);
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
        socket.close(CloseCode.TokenExpired, CollabReason.tokenExpired);
      },
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
    );
  };

  (async () => {
    const auth = await authenticateSocket(app, token, projectId);
    if (closed) return;
    if (!auth.ok) return socket.close(auth.code, auth.reason);
    const room = await rooms.acquire(projectId);
    if (closed) return;
    const connection = room.room.join(
      {
        send: (data) => socket.send(data),
        close: (code, reason) => socket.close(code, reason),
        get bufferedAmount() {
          return socket.bufferedAmount;
        },
      },
      { readOnly: auth.readOnly, userId: auth.user.id },
    );
    joined = { room, connection };
    for (const bytes of early.drain()) room.room.receive(connection, bytes);
    scheduleExpiry(auth.expiresAt);
  })().catch((error) => {
    app.log.error(error, 'collab: could not open the room');
    if (!closed) socket.close(1011, CollabReason.shuttingDown);
  });
}

function toBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
