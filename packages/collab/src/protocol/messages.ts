// Encoders and a decoder for the frames of message-type.ts, on lib0 encoding and y-protocols, so
// both ends build byte-identical frames and no one hand-writes varuints elsewhere.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { AuthMessageType, MessageType, type AuthScope } from './message-type.ts';

export const SyncMessageType = {
  Step1: syncProtocol.messageYjsSyncStep1,
  Step2: syncProtocol.messageYjsSyncStep2,
  Update: syncProtocol.messageYjsUpdate,
} as const;

function frame(type: MessageType, write?: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write?.(encoder);
  return encoding.toUint8Array(encoder);
}

export const encodeSyncStep1 = (stateVector: Uint8Array) =>
  frame(MessageType.Sync, (e) => {
    encoding.writeVarUint(e, SyncMessageType.Step1);
    encoding.writeVarUint8Array(e, stateVector);
  });

/**
 * A sync frame carrying an update: the same bytes as writing it through an encoder, with the
 * payload copied once (an encoder copies a 20 MB step2 two or three times on its way).
 */
function syncFrame(sub: number, update: Uint8Array): Uint8Array {
  const header = frame(MessageType.Sync, (e) => {
    encoding.writeVarUint(e, sub);
    encoding.writeVarUint(e, update.length);
  });
  const bytes = new Uint8Array(header.length + update.length);
  bytes.set(header);
  bytes.set(update, header.length);
  return bytes;
}

export const encodeSyncStep2 = (update: Uint8Array) => syncFrame(SyncMessageType.Step2, update);

export const encodeUpdate = (update: Uint8Array) => syncFrame(SyncMessageType.Update, update);

export const encodeAwareness = (awarenessUpdate: Uint8Array) =>
  frame(MessageType.Awareness, (e) => encoding.writeVarUint8Array(e, awarenessUpdate));

export const encodeQueryAwareness = () => frame(MessageType.QueryAwareness);

/**
 * A presence message that names no client: it changes nothing where it arrives, and tells a
 * y-websocket client its socket is alive (that client closes a socket it heard nothing on for 30 s).
 */
export const encodeKeepAlive = () => encodeAwareness(new Uint8Array([0]));

export const encodeSyncDone = () => frame(MessageType.SyncDone);

export const encodeSaved = (count: number) =>
  frame(MessageType.Saved, (e) => encoding.writeVarUint(e, count));

export const encodeAuthGranted = (scope: AuthScope) =>
  frame(MessageType.Auth, (e) => {
    encoding.writeVarUint(e, AuthMessageType.PermissionGranted);
    encoding.writeVarString(e, scope);
  });

export const encodeAuthDenied = (reason: string) =>
  frame(MessageType.Auth, (e) => {
    encoding.writeVarUint(e, AuthMessageType.PermissionDenied);
    encoding.writeVarString(e, reason);
  });

export type DecodedMessage =
  | { type: typeof MessageType.Sync; sync: 'step1'; stateVector: Uint8Array }
  | { type: typeof MessageType.Sync; sync: 'step2' | 'update'; update: Uint8Array }
  | { type: typeof MessageType.Awareness; update: Uint8Array }
  | { type: typeof MessageType.Auth; granted: true; scope: AuthScope }
  | { type: typeof MessageType.Auth; granted: false; reason: string }
  | { type: typeof MessageType.QueryAwareness }
  | { type: typeof MessageType.SyncDone }
  | { type: typeof MessageType.Saved; count: number }
  | { type: 'unknown'; code: number };

/** Decodes one frame; throws on a truncated frame (the caller drops it). */
export function decodeMessage(data: Uint8Array): DecodedMessage {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MessageType.Sync: {
      const sub = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (sub === SyncMessageType.Step1) return { type, sync: 'step1', stateVector: payload };
      if (sub === SyncMessageType.Step2) return { type, sync: 'step2', update: payload };
      if (sub === SyncMessageType.Update) return { type, sync: 'update', update: payload };
      return { type: 'unknown', code: type };
    }
    case MessageType.Awareness:
      return { type, update: decoding.readVarUint8Array(decoder) };
    case MessageType.Auth: {
      const sub = decoding.readVarUint(decoder);
      const text = decoding.readVarString(decoder);
      if (sub === AuthMessageType.PermissionGranted) {
        return { type, granted: true, scope: text === 'readonly' ? 'readonly' : 'read-write' };
      }
      return { type, granted: false, reason: text };
    }
    case MessageType.QueryAwareness:
      return { type };
    case MessageType.SyncDone:
      return { type };
    case MessageType.Saved:
      return { type, count: decoding.readVarUint(decoder) };
    default:
      return { type: 'unknown', code: type };
  }
}

/** The message type of a frame without decoding the rest (cheap routing in clients and benches). */
export const peekMessageType = (data: Uint8Array): number =>
  decoding.readVarUint(decoding.createDecoder(data));

/**
 * Whether a frame carries document content a server must store (a sync step 2 or update): what both
 * ends count for Saved. Read from the first two varuints only, so a frame too broken to decode whole
 * still counts on both sides.
 */
export function isDocumentFrame(data: Uint8Array): boolean {
  try {
    const decoder = decoding.createDecoder(data);
    if (decoding.readVarUint(decoder) !== MessageType.Sync) return false;
    const sub = decoding.readVarUint(decoder);
    return sub === SyncMessageType.Step2 || sub === SyncMessageType.Update;
  } catch {
    return false;
  }
}

/** An encoded Yjs v1 update that carries nothing (no structs, no deletions). */
export const isEmptyUpdate = (update: Uint8Array): boolean =>
  update.length <= 2 && update.every((byte) => byte === 0);
