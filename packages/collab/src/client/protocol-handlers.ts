// What Vitrine adds to an unmodified y-websocket WebsocketProvider: handlers for Auth (2),
// SyncDone (4) and Saved (5), a Sync (0) handler that applies received updates without encoding
// them again for the document's listeners (apply-received.ts), a document sender that counts the
// frames it sends (Saved acknowledges them by number), and an awareness sender that sends only this
// client's own presence (the stock one re-sends every remote change it hears, so N clients would
// send about N² messages).
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { WebsocketProvider } from 'y-websocket';
import { AuthMessageType, MessageType, type AuthScope } from '../protocol/message-type.ts';
import { encodeAwareness } from '../protocol/messages.ts';
import { applyReceivedUpdate } from './apply-received.ts';

export type AuthEvent = { granted: true; scope: AuthScope } | { granted: false; reason: string };

export interface ProtocolHandlers {
  onAuth(event: AuthEvent): void;
  onSyncDone(): void;
  /** A document frame (sync step 2 or update) went out on the current socket. */
  onDocumentFrameSent?(): void;
  /** The server asked for what this client holds (its step 1), and the answer went out. */
  onServerStep1Answered?(): void;
  /** The server stored the first `count` document frames of the current socket. */
  onSaved?(count: number): void;
}

export function installProtocolHandlers(provider: WebsocketProvider, handlers: ProtocolHandlers): void {
  provider.messageHandlers[MessageType.Auth] = (_encoder, decoder) => {
    const type = decoding.readVarUint(decoder);
    const text = decoding.readVarString(decoder);
    if (type === AuthMessageType.PermissionGranted) {
      handlers.onAuth({ granted: true, scope: text === 'readonly' ? 'readonly' : 'read-write' });
    } else {
      handlers.onAuth({ granted: false, reason: text });
    }
  };
  provider.messageHandlers[MessageType.SyncDone] = () => handlers.onSyncDone();
  provider.messageHandlers[MessageType.Saved] = (_encoder, decoder) =>
    handlers.onSaved?.(decoding.readVarUint(decoder));
  // As y-websocket's own (y-protocols' readSyncMessage), with updates applied by applyReceivedUpdate.
  provider.messageHandlers[MessageType.Sync] = (encoder, decoder, _provider, emitSynced) => {
    encoding.writeVarUint(encoder, MessageType.Sync);
    const type = decoding.readVarUint(decoder);
    if (type === syncProtocol.messageYjsSyncStep1) {
      // The answer (a step 2) is sent by y-websocket right after this handler returns.
      syncProtocol.readSyncStep1(decoder, encoder, provider.doc);
      handlers.onDocumentFrameSent?.();
      handlers.onServerStep1Answered?.();
      return;
    }
    if (type !== syncProtocol.messageYjsSyncStep2 && type !== syncProtocol.messageYjsUpdate)
      throw new Error('Unknown message type');
    try {
      applyReceivedUpdate(provider.doc, decoding.readVarUint8Array(decoder), provider);
    } catch (error) {
      console.error('Caught error while handling a Yjs update', error);
    }
    if (emitSynced && type === syncProtocol.messageYjsSyncStep2 && !provider.synced) provider.synced = true;
  };

  // As y-websocket's own document sender (without the BroadcastChannel, which Vitrine turns off),
  // counting what it sends.
  provider.doc.off('update', provider._updateHandler);
  const sendOwnUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === provider) return;
    const ws = provider.ws;
    if (!provider.wsconnected || !ws || ws.readyState !== ws.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.Sync);
    syncProtocol.writeUpdate(encoder, update);
    ws.send(encoding.toUint8Array(encoder));
    handlers.onDocumentFrameSent?.();
  };
  provider._updateHandler = sendOwnUpdate;
  provider.doc.on('update', sendOwnUpdate);

  const awareness = provider.awareness;
  awareness.off('update', provider._awarenessUpdateHandler);
  const sendOwnPresence = ({
    added,
    updated,
    removed,
  }: {
    added: number[];
    updated: number[];
    removed: number[];
  }) => {
    const own = provider.doc.clientID;
    if (!added.includes(own) && !updated.includes(own) && !removed.includes(own)) return;
    const ws = provider.ws;
    if (!provider.wsconnected || !ws || ws.readyState !== ws.OPEN) return;
    ws.send(encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(awareness, [own])));
  };
  // destroy() removes whatever this field holds.
  provider._awarenessUpdateHandler = sendOwnPresence;
  awareness.on('update', sendOwnPresence);
}
