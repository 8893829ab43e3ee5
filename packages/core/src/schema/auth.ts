// What the sign-in calls answer besides the user (SPEC §7 /v2/auth/*): a sentence for the user,
// the sign-in methods the server offers, and the start of a Google sign-in.
import { z } from 'zod';

/** An answer that is only a sentence for the user ("A code was sent to …", "Logged out"). */
export const ApiMessageSchema = z
  .object({ message: z.string().describe('What happened, in words a user can read') })
  .meta({ id: 'ApiMessage' });
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

export const AuthProvidersSchema = z.object({
  email: z.literal(true).describe('Sign-in by e-mailed one-time code, always offered'),
  google: z.boolean().describe('Whether Google sign-in is configured'),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const GoogleSignInStartSchema = z.object({
  url: z.string().describe("The provider's sign-in page to send the browser to"),
  state: z.string().describe('To hand back with the callback, unchanged'),
});
export type GoogleSignInStart = z.infer<typeof GoogleSignInStartSchema>;
