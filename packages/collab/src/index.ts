export * from './protocol/message-type.ts';
export * from './protocol/messages.ts';
export { Room, REMOTE_ORIGIN, type RoomHooks, type RoomOptions } from './server/room.ts';
export { Connection, type ConnectionInfo, type RoomSocket } from './server/connection.ts';
export { DocumentState } from './server/document-state.ts';
