// Signing in from integration tests the way a browser does: send a code, read it from the SMTP
// listener, log in with it.
import { expect } from 'vitest';
import { request, type TestServer } from './harness.ts';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    organisation: string | null;
    profilePicture: string | null;
  };
}

/** Sends a sign-in code to the address and returns it as read from the delivered mail. */
export async function sendCode(server: TestServer, email: string): Promise<string> {
  const since = server.smtp.mails.length;
  const res = await request(server, 'POST', '/v2/auth/login/otp/send', { body: { email } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return server.smtp.codeFor(email.trim().toLowerCase(), since);
}

/** A full sign-in; the account (and its personal team) is created on the first one. */
export async function signIn(server: TestServer, email: string): Promise<SignedIn> {
  const otp = await sendCode(server, email);
  const res = await request(server, 'POST', '/v2/auth/login', { body: { email, otp } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    accessToken: res.headers.get('x-access-token')!,
    refreshToken: res.headers.get('x-refresh-token')!,
    user: res.body,
  };
}

/** A code other than the given one. */
export const wrongCode = (code: string) => ((Number(code) + 1) % 10_000).toString().padStart(4, '0');
