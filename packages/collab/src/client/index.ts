// @vitrine/collab/client: the browser's side of a collaboration socket: the client, the store of its
// connection state, and the reconnect delays.
export {
  createCollabClient,
  toWebSocketUrl,
  type CollabClient,
  type CollabClientOptions,
} from './collab-client.ts';
export {
  createConnectionStore,
  INITIAL_CONNECTION_STATE,
  type ConnectionState,
  type ConnectionStatus,
  type ConnectionStore,
} from './connection-store.ts';
export { installProtocolHandlers, type AuthEvent, type ProtocolHandlers } from './protocol-handlers.ts';
export { reconnectDelay, DEFAULT_BACKOFF, type BackoffOptions } from './reconnect-delay.ts';
