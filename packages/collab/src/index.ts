export * from './protocol/message-type.ts';
export * from './protocol/messages.ts';
export { Room, REMOTE_ORIGIN, REPAIR_ORIGIN, type RoomHooks, type RoomOptions } from './server/room.ts';
export { Connection, type ConnectionInfo, type RoomSocket } from './server/connection.ts';
export { DocumentState, type DocumentParts } from './server/document-state.ts';
export {
  createCollabClient,
  toWebSocketUrl,
  type CollabClient,
  type CollabClientOptions,
} from './client/collab-client.ts';
export {
  createConnectionStore,
  INITIAL_CONNECTION_STATE,
  type ConnectionState,
  type ConnectionStatus,
  type ConnectionStore,
} from './client/connection-store.ts';
export {
  installProtocolHandlers,
  type AuthEvent,
  type ProtocolHandlers,
} from './client/protocol-handlers.ts';
export { reconnectDelay, DEFAULT_BACKOFF, type BackoffOptions } from './client/reconnect-delay.ts';
