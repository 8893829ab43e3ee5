// The builder's entry to collaboration: connect to a project, read the connection and who is here.
export { connectProject, type ConnectProjectOptions, type ProjectConnection } from './connect-project.ts';
export { useCollaborators, useConnection } from './use-connection.ts';
export {
  presenceFor,
  randomColour,
  readCollaborators,
  type Collaborator,
  type Presence,
  type PresenceUser,
} from './presence.ts';
