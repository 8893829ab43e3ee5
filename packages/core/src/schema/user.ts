// The signed-in user (profile fields) and the identity carried by an access token.
import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';

export const UserSchema = z.object({
  id: z.string().min(1),
  /** Token expiry, epoch seconds. */
  exp: z.number().optional(),
  email: z.email(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  organisation: z.string().nullable().optional(),
  profilePicture: z.string().nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** Profile fields a user may change; the e-mail is read-only. */
export const UserProfileUpdateSchema = z.object({
  firstName: z.string().min(1).optional(),
  lastName: z.string().min(1).optional(),
  phone: z.string().length(PHONE_LENGTH).optional(),
  organisation: z.string().min(1).optional(),
});
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

export const IdentitySchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  userProfile: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const PersonalAccessTokenSchema = z.object({ key: z.string().min(1) });
export type PersonalAccessToken = z.infer<typeof PersonalAccessTokenSchema>;
