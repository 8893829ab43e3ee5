// The embedded setup's DATA_DIR belongs to one process at a time: the server, or a backup or a
// restore while no server runs. PGlite does not stop a second process from opening the same database
// (both would write it, and corrupt it), so its owner listens on a unix socket in DATA_DIR. Whoever
// can connect to it can read DATA_DIR anyway (the socket is the owner's alone, mode 0600): it is how
// a backup finds the running server and asks it for a consistent snapshot of its database, and how
// a second server, backup or restore learns that DATA_DIR is taken.
import { createHash } from 'node:crypto';
import { chmod, mkdir, readdir, rm, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_TEXTS } from './texts.ts';

export type Holder = 'server' | 'backup' | 'restore';

/** Who owns DATA_DIR, as it answers on the socket. */
export interface Owner {
  holder: Holder;
  pid: number;
}

export type Message = Record<string, unknown> & { type: string };

/** A connection to or from the owner: one JSON message per line. */
export interface Channel {
  send(message: Message): void;
  /** The next message, or null once the other side has closed. */
  next(): Promise<Message | null>;
  close(): void;
  closed: Promise<void>;
}

/** Answers one request on the owner's socket; the channel stays open until either side closes it. */
export type RequestHandler = (request: Message, channel: Channel) => Promise<void> | void;

export interface DataDirLock {
  readonly socketPath: string;
  /** Answers requests other than `who` (the server's snapshots); without it they get an error. */
  serve(handler: RequestHandler): void;
  close(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly owner: Owner,
    dataDir: string,
  ) {
    super(BACKUP_TEXTS.dataDirInUse(dataDir, owner));
  }
}

/** Names of leftovers a process that held DATA_DIR may have left when it was killed. */
export const WORK_DIR_PREFIXES = ['.backup-snapshot-', '.restore-staging-'];

/** Longest socket path every platform accepts (sun_path is 104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH = 100;

/** The socket's path: in DATA_DIR, or in the temporary directory when that path would be too long. */
export function lockSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), 'vitrine.sock');
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `vitrine-${hash}.sock`);
}

export function channelOf(socket: Socket): Channel {
  const queue: Array<Message | null> = [];
  const waiters: Array<(message: Message | null) => void> = [];
  let buffer = '';
  const push = (message: Message | null) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      try {
        const message = JSON.parse(line) as Message;
        if (message && typeof message.type === 'string') push(message);
      } catch {
        socket.destroy();
      }
    }
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void closed.then(() => {
    push(null);
    while (waiters.length) waiters.shift()!(null);
  });
  socket.on('error', () => undefined);
  return {
    send: (message) => void (socket.writable && socket.write(`${JSON.stringify(message)}\n`)),
    next: () =>
      queue.length ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiters.push(resolve)),
    close: () => void socket.end(),
    closed,
  };
}

/** Connects to DATA_DIR's owner; null when nobody holds it (no socket, or a dead one). */
export function connectToOwner(dataDir: string): Promise<Channel | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(lockSocketPath(dataDir));
    socket.once('connect', () => resolve(channelOf(socket)));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK')
        resolve(null);
      else reject(error);
    });
  });
}

/** Who holds DATA_DIR, or null when nobody does. */
export async function ownerOf(dataDir: string): Promise<Owner | null> {
  const channel = await connectToOwner(dataDir);
  if (!channel) return null;
  try {
    channel.send({ type: 'who' });
    const answer = await channel.next();
    return answer?.type === 'owner' ? { holder: answer.holder as Holder, pid: Number(answer.pid) } : null;
  } finally {
    channel.close();
  }
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(socketPath, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * Takes DATA_DIR for this process: throws DataDirInUseError when a live process holds it. A socket
 * left by a killed process answers nobody and is replaced, with the work folders it left behind.
 */
export async function claimDataDir(dataDir: string, holder: Holder): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const socketPath = lockSocketPath(dataDir);
  let handler: RequestHandler | undefined;
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    const channel = channelOf(socket);
    void (async () => {
      const request = await channel.next();
      if (!request) return;
      if (request.type === 'who') {
        channel.send({ type: 'owner', holder, pid: process.pid });
        channel.close();
      } else if (handler) {
        await handler(request, channel);
      } else {
        channel.send({ type: 'error', message: BACKUP_TEXTS.dataDirBusy(holder) });
        channel.close();
      }
    })().catch(() => socket.destroy());
  });
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const owner = await ownerOf(dataDir);
    if (owner) throw new DataDirInUseError(owner, dataDir);
    await unlink(socketPath).catch(() => undefined);
    await listen(server, socketPath);
  }
  await chmod(socketPath, 0o600);
  await removeLeftovers(dataDir);
  return {
    socketPath,
    serve(next) {
      handler = next;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function removeLeftovers(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  for (const name of names) {
    if (WORK_DIR_PREFIXES.some((prefix) => name.startsWith(prefix)))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}
