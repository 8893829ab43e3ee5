// The user as the API shows it (SPEC §3 User, @vitrine/core's UserSchema) and the profile edit of the
// account screen, checked by core's UserProfileUpdateSchema: only non-empty fields change, the
// e-mail cannot.
import { PROFILE_MESSAGES, type User, type UserProfileUpdate } from '@vitrine/core';
import { eq } from 'drizzle-orm';
import { normaliseEmail } from '../auth/email.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { followOwnerName } from '../teams/personal-team-name.ts';

type UserRow = typeof users.$inferSelect;

export const publicUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  organisation: row.organisation,
  profilePicture: row.profilePicture,
});

export async function findUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Applies the non-empty fields of a profile edit and returns the user as it is afterwards. */
export async function updateProfile(
  db: Database,
  current: UserRow,
  update: UserProfileUpdate,
): Promise<UserRow> {
  const { email, ...fields } = update;
  if (email !== undefined && normaliseEmail(email) !== current.email) {
    throw badRequest(PROFILE_MESSAGES.emailReadOnly);
  }
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (!Object.keys(changes).length) return current;
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, current.id))
    .returning();
  if (row) await followOwnerName(db, current.id, current, row);
  return row ?? current;
}
