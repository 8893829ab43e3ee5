// Collaboration entities: the join answer and each collaborator's presence.
import { z } from 'zod';

export const CollabJoinSchema = z
  .object({
    instanceId: z.string().min(1).describe('The server process that answered'),
    connectionString: z.string().min(1).describe('The origin to open the collaboration socket on'),
  })
  .meta({ id: 'CollabJoin' });
export type CollabJoin = z.infer<typeof CollabJoinSchema>;

export const PresenceSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  /** A random colour per session, for the cursor and the avatar. */
  color: z.string(),
  /** Where the pointer is, or null when it is outside the canvas. */
  cursor: z.object({ x: z.number(), y: z.number() }).nullable().optional(),
  /** The page the cursor is on (the builder shows one page at a time). */
  pageId: z.string().nullable().optional(),
});
export type Presence = z.infer<typeof PresenceSchema>;
