// The collaboration wire protocol's message names, in one table shared by server and client.
// Every binary frame starts with one of these as a varuint; the layout of each is in messages.ts.

export const MessageType = {
  /** y-protocols sync: step1 (state vector), step2 (missing updates) or update. */
  Sync: 0,
  /** y-protocols awareness update (presence: who is here, their cursor). */
  Awareness: 1,
  /** Server → client: permission denied + reason, or granted + scope. */
  Auth: 2,
  /** Ask the other side for every awareness state it knows. */
  QueryAwareness: 3,
  /** Server → client, no payload: the server has answered the client's first step1. */
  SyncDone: 4,
  /**
   * Server → client, a varuint n: the first n document updates this socket sent (its sync step 2
   * answers and updates, counted from 1 on each connection) are stored durably, or were refused.
   * Sent only to sockets that ask for it (`saved=1` in the URL): a stock y-websocket client would
   * log every one as a message it cannot read.
   */
  Saved: 5,
} as const;

export type MessageType = (typeof MessageType)[keyof typeof MessageType];

/** Sub-types of an Auth message (the first varuint after the message type). */
export const AuthMessageType = {
  PermissionDenied: 0,
  PermissionGranted: 1,
} as const;

/** What a granted connection may do. */
export type AuthScope = 'read-write' | 'readonly';

/** Websocket close codes of the collaboration socket. */
export const CloseCode = {
  /** No access, bad token, project gone: the client must not reconnect. */
  Forbidden: 4500,
  /** The access token expired: refresh it and reconnect. */
  TokenExpired: 4401,
  /** The server is shutting down or unloading the document: reconnect. */
  GoingAway: 1001,
} as const;

/** Reasons sent with denials and closes; the client shows or logs them as they are. */
export const CollabReason = {
  readOnly: 'readonly: this connection may not change the document',
  invalidToken: 'Invalid token',
  tokenExpired: 'Invalid token : Token expired',
  noAccess: 'Project not found',
  shuttingDown: 'Server is restarting',
} as const;
