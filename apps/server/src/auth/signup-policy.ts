// SIGNUP_MODE=invite: only e-mails that already have an account or a pending team invite may sign in.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { teamInvites, users } from '../db/schema.ts';

/** Invites may have been stored before e-mails were normalised, so they are compared normalised. */
export const inviteEmailIs = (email: string) => sql`lower(trim(${teamInvites.email})) = ${email}`;

export async function maySignIn(
  db: Database,
  signupMode: Config['signupMode'],
  email: string,
): Promise<boolean> {
  if (signupMode === 'open') return true;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (account) return true;
  const [invite] = await db
    .select({ id: teamInvites.id })
    .from(teamInvites)
    .where(and(inviteEmailIs(email), isNull(teamInvites.acceptedAt)))
    .limit(1);
  return !!invite;
}
