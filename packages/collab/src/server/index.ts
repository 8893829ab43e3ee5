// @vitrine/collab/server: a collaboration room (one document and its sockets) for the server to host.
export { Room, REMOTE_ORIGIN, REPAIR_ORIGIN, type RoomHooks, type RoomOptions } from './room.ts';
export { Connection, type ConnectionInfo, type RoomSocket } from './connection.ts';
export { DocumentState, type DocumentParts } from './document-state.ts';
export { realScheduler, type Scheduler } from './scheduler.ts';
