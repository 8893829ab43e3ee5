// Decodes one frame from a connection and acts on it in its room. Kept apart from the room so the
// rules per message type (what a read-only socket may send, when SyncDone goes out) read in one place.
import { CollabReason, MessageType } from '../protocol/message-type.ts';
import {
  decodeMessage,
  encodeAuthDenied,
  encodeSyncDone,
  encodeSyncStep2,
  isEmptyUpdate,
} from '../protocol/messages.ts';
import type { Connection } from './connection.ts';
import type { Room } from './room.ts';

export function receiveMessage(room: Room, connection: Connection, data: Uint8Array): void {
  let message;
  try {
    message = decodeMessage(data);
  } catch {
    return; // A truncated frame is dropped; the client resyncs on its next step1.
  }
  switch (message.type) {
    case MessageType.Sync:
      if (message.sync === 'step1') {
        connection.send(encodeSyncStep2(room.diff(message.stateVector)));
        if (!connection.syncDone) {
          connection.syncDone = true;
          connection.send(encodeSyncDone());
          room.afterFirstSync(connection);
        }
        return;
      }
      if (connection.readOnly) {
        if (!isEmptyUpdate(message.update) && connection.shouldNotifyReadOnly(Date.now())) {
          connection.send(encodeAuthDenied(CollabReason.readOnly));
        }
        return;
      }
      room.applyClientUpdate(message.update, connection);
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
