// The user as the API shows it (SPEC §3 User) and the profile edit of the account screen: only
// non-empty fields change, the phone has exactly 10 digits, the e-mail cannot change.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseEmail } from '../auth/email.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { followOwnerName } from '../teams/personal-team-name.ts';

export const PHONE_LENGTH = 10;
export const NAME_MAX = 100;

export const PROFILE_MESSAGES = {
  bodyNotObject: 'Request body must be a JSON object',
  notText: (label: string) => `${label} must be a string`,
  tooLong: (label: string) => `${label} must be at most ${NAME_MAX} characters`,
  phoneInvalid: `Phone must be exactly ${PHONE_LENGTH} digits`,
  emailReadOnly: 'Email cannot be changed',
} as const;

export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  organisation: string | null;
  profilePicture: string | null;
}

type UserRow = typeof users.$inferSelect;

export const publicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  organisation: row.organisation,
  profilePicture: row.profilePicture,
});

/** An optional text field where null, '' and blanks mean "leave as is". */
const keepIfEmpty = (label: string) =>
  z
    .string({ error: PROFILE_MESSAGES.notText(label) })
    .trim()
    .max(NAME_MAX, PROFILE_MESSAGES.tooLong(label))
    .nullish()
    .transform((value) => value || undefined);

export const profileUpdateSchema = z.object(
  {
    firstName: keepIfEmpty('First name'),
    lastName: keepIfEmpty('Last name'),
    organisation: keepIfEmpty('Organisation'),
    phone: keepIfEmpty('Phone').refine(
      (value) => value === undefined || new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value),
      PROFILE_MESSAGES.phoneInvalid,
    ),
    // Accepted only so a client may send the whole form back; it must match the account's.
    email: keepIfEmpty('Email'),
  },
  { error: PROFILE_MESSAGES.bodyNotObject },
);

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export async function findUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Applies the non-empty fields of a profile edit and returns the user as it is afterwards. */
export async function updateProfile(db: Database, current: UserRow, update: ProfileUpdate): Promise<UserRow> {
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
