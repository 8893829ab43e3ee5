// A collaboration client for the access tests: an unmodified y-websocket provider that records what
// the server said about its rights (Auth messages) and how its socket closed.
import * as decoding from 'lib0/decoding';
import { AuthMessageType, CloseCode, MessageType } from '@vitrine/collab/protocol';
import { openProvider } from './collab-fixtures.ts';

/** A y-websocket client that records what the server said about its rights and how it closed. */
export function watchedProvider(url: string, projectId: string, token: string) {
  const client = openProvider(url, projectId, token);
  const scopes: string[] = [];
  const closes: Array<{ code: number; reason: string; at: number }> = [];
  client.provider.messageHandlers[MessageType.Auth] = (_encoder, decoder) => {
    const type = decoding.readVarUint(decoder);
    const text = decoding.readVarString(decoder);
    scopes.push(type === AuthMessageType.PermissionGranted ? text : `denied: ${text}`);
  };
  client.provider.on('connection-close', (event: CloseEvent | null) => {
    if (!event) return;
    closes.push({ code: event.code, reason: event.reason, at: Date.now() });
    // A refused client must not keep trying (the Vitrine client does not).
    if (event.code === CloseCode.Forbidden) client.provider.shouldConnect = false;
  });
  return { ...client, scopes, closes };
}
