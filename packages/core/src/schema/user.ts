// The signed-in user as the API answers it (GET/PATCH /v2/user, sign-in), the profile edit's rules
// (the server checks a body with them; the studio's form sends what they accept), and personal
// access tokens.
import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string().describe('Lowercase; the sign-in key, read-only'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    organisation: z.string().nullable(),
    profilePicture: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** The profile fields a user edits; the e-mail is read-only. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'organisation'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const PROFILE_TEXT_MAX = 100;

export const PROFILE_MESSAGES = {
  bodyNotObject: 'Request body must be a JSON object',
  notText: (label: string) => `${label} must be a string`,
  tooLong: (label: string) => `${label} must be at most ${PROFILE_TEXT_MAX} characters`,
  phoneInvalid: `Phone must be exactly ${PHONE_LENGTH} digits`,
  emailReadOnly: 'Email cannot be changed',
} as const;

/** An optional text field where null, '' and blanks mean "leave as is". */
const keepIfEmpty = (label: string) =>
  z
    .string({ error: PROFILE_MESSAGES.notText(label) })
    .trim()
    .max(PROFILE_TEXT_MAX, PROFILE_MESSAGES.tooLong(label))
    .nullish()
    .transform((value) => value || undefined);

/**
 * The body of PATCH/PUT /v2/user: only non-empty fields change, the phone has exactly PHONE_LENGTH
 * digits. `email` is accepted so a client may send the whole form back; it must be the account's.
 */
export const UserProfileUpdateSchema = z.object(
  {
    firstName: keepIfEmpty('First name'),
    lastName: keepIfEmpty('Last name'),
    organisation: keepIfEmpty('Organisation'),
    phone: keepIfEmpty('Phone').refine(
      (value) => value === undefined || new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value),
      PROFILE_MESSAGES.phoneInvalid,
    ),
    email: keepIfEmpty('Email'),
  },
  { error: PROFILE_MESSAGES.bodyNotObject },
);
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

/** SPEC §5: the studio sends only the non-empty profile fields, trimmed. */
export function nonEmptyProfileFields(
  values: Partial<Record<ProfileField, unknown>>,
): Partial<Record<ProfileField, string>> {
  const update: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim()) update[field] = value.trim();
  }
  return update;
}

export const PersonalAccessTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z.string().describe('Masked but for its last characters, except in the answer to its creation'),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'PersonalAccessToken' });
export type PersonalAccessToken = z.infer<typeof PersonalAccessTokenSchema>;

export const PersonalAccessTokenListSchema = z.object({ items: z.array(PersonalAccessTokenSchema) });

/** What revoking a token answers: the id of the token revoked. */
export const RevokedPersonalAccessTokenSchema = z.object({ id: z.string() });
