// Sign-in calls (SPEC §7): send the one-time code, exchange it for tokens, end the session or every
// session of the account. Answers are read with the shapes the server declares (@vitrine/core).
import {
  ApiMessageSchema,
  GoogleSignInStartSchema,
  type ApiMessage,
  type GoogleSignInStart,
} from '@vitrine/core';
import { api, toApiError, storeTokensFrom } from './client.ts';
import {
  clearCredentials,
  decodeAccessToken,
  markSignedIn,
  readRefreshToken,
  type StoredUser,
} from './storage.ts';

async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Reads an answer's body to its end when only its headers matter (the tokens): a body left unread
 * is cancelled once the answer is collected, which Chromium reports as an aborted request although
 * the sign-in succeeded.
 */
async function drain(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/** Mails a 4-digit code to the address; resolves with the server's message. */
export async function sendOtp(email: string): Promise<ApiMessage> {
  const response = await postJson('/v2/auth/login/otp/send', { email });
  return ApiMessageSchema.parse(await response.json());
}

export interface SignInResult {
  user: StoredUser | null;
  /** The first sign-in ever on this browser (SPEC §4: it goes to the account). */
  firstTime: boolean;
}

/** Exchanges the code for tokens, stores them, and records that this browser has signed in. */
export async function signIn(email: string, otp: string): Promise<SignInResult> {
  const response = await postJson('/v2/auth/login', { email, otp });
  await drain(response);
  const user = decodeAccessToken(storeTokensFrom(response));
  return { user, ...markSignedIn() };
}

/** Starts a Google sign-in: the provider's URL to go to and the state to match on the way back. */
export async function startGoogleSignIn(): Promise<GoogleSignInStart> {
  return GoogleSignInStartSchema.parse(await (await postJson('/v2/auth/google', {})).json());
}

/** Finishes a Google sign-in with what the provider sent back; stores the tokens like signIn. */
export async function finishGoogleSignIn(response: {
  code: string;
  state: string;
  iss?: string;
}): Promise<SignInResult> {
  const answer = await postJson('/v2/auth/google/callback', response);
  await drain(answer);
  const user = decodeAccessToken(storeTokensFrom(answer));
  return { user, ...markSignedIn() };
}

/**
 * Ends the session: the server revokes the refresh token (best effort: an unreachable server must
 * not keep anyone signed in), then every stored credential is removed.
 */
export async function signOut(): Promise<void> {
  const refreshToken = readRefreshToken();
  clearCredentials();
  if (!refreshToken) return;
  await fetch('/v2/auth/logout', { method: 'POST', headers: { 'X-Refresh-Token': refreshToken } }).catch(
    () => undefined,
  );
}

/**
 * Ends every session of the account, on every browser and device, then this browser's credentials
 * as signOut removes them. Personal access tokens keep working. Unlike signOut it rejects when the
 * server refuses, and this browser stays signed in: the other sessions did not end.
 */
export async function signOutEverywhere(): Promise<void> {
  ApiMessageSchema.parse(await api('POST', '/v2/auth/logout/all'));
  clearCredentials();
}
