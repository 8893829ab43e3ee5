// Decodes one frame from a connection and acts on it in its room. Kept apart from the room so the
// rules per message type (what a read-only socket may send, when SyncDone goes out) read in one place.
import { CollabReason, MessageType } from '../protocol/message-type.ts';
import {
  decodeMessage,
  encodeAuthDenied,
  encodeSyncDone,
  encodeSyncStep2,
  encodeUpdate,
  isDocumentFrame,
  isEmptyUpdate,
} from '../protocol/messages.ts';
import type { Connection } from './connection.ts';

/** What a frame can ask of its room (room.ts's Room). */
export interface MessageTarget {
  diff(stateVector: Uint8Array): Uint8Array[];
  afterFirstSync(connection: Connection): void;
  storedSoFar(): Promise<void> | null;
  applyClientUpdate(update: Uint8Array, connection: Connection): Promise<void> | null;
  settleFrame(connection: Connection, frame: number, durable: Promise<void> | null): void;
  applyClientAwareness(awarenessUpdate: Uint8Array, connection: Connection): void;
  sendAllAwareness(connection: Connection): void;
}

/** Close code for a frame that decodes but cannot be applied (RFC 6455: inconsistent data). */
export const MALFORMED_MESSAGE = { code: 1007, reason: 'Malformed collaboration message' } as const;

export function receiveMessage(room: MessageTarget, connection: Connection, data: Uint8Array): void {
  // Counted before anything else, as the client counts what it sent: Saved names frames by number.
  const frame = isDocumentFrame(data) ? ++connection.documentFrames : 0;
  try {
    handleMessage(room, connection, data, frame);
  } catch {
    // A Yjs update or state vector that is not one. Whatever Yjs integrated before it gave up is
    // well-formed and was stored and relayed as usual; a sender of such frames is broken or hostile.
    connection.close(MALFORMED_MESSAGE.code, MALFORMED_MESSAGE.reason);
  }
}

function handleMessage(room: MessageTarget, connection: Connection, data: Uint8Array, frame: number): void {
  let message;
  try {
    message = decodeMessage(data);
  } catch {
    // A truncated frame is dropped (so done with); the client resyncs on its next step1.
    if (frame > 0) room.settleFrame(connection, frame, null);
    return;
  }
  switch (message.type) {
    case MessageType.Sync:
      if (message.sync === 'step1') {
        // A cold document goes out as its stored parts: the first as the step2, the rest as updates.
        const [first, ...rest] = room.diff(message.stateVector);
        const answer = () => {
          connection.send(encodeSyncStep2(first!));
          for (const update of rest) if (!isEmptyUpdate(update)) connection.send(encodeUpdate(update));
          if (!connection.syncDone) {
            connection.syncDone = true;
            connection.send(encodeSyncDone());
            room.afterFirstSync(connection);
          }
        };
        // The answer may hold changes still being stored: it waits for them (and only them), so a
        // joining client is never shown what a crash could take back.
        const stored = room.storedSoFar();
        if (stored) void stored.then(() => !connection.closed && answer());
        else answer();
        return;
      }
      if (connection.readOnly) {
        if (!isEmptyUpdate(message.update) && connection.shouldNotifyReadOnly()) {
          connection.send(encodeAuthDenied(CollabReason.readOnly));
        }
        room.settleFrame(connection, frame, null);
        return;
      }
      room.settleFrame(connection, frame, room.applyClientUpdate(message.update, connection));
      return;
    case MessageType.Awareness:
      room.applyClientAwareness(message.update, connection);
      return;
    case MessageType.QueryAwareness:
      room.sendAllAwareness(connection);
      return;
    default:
      // Auth and SyncDone are server → client; unknown types come from newer clients: ignore.
      return;
  }
}
