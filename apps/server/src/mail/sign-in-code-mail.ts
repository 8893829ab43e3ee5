// The mail that carries a sign-in code. The plain text names the code before any other 4-digit
// number, so mail clients (and tests) that pick the first one find it.
import { OTP_TTL_MS } from '../auth/one-time-codes.ts';
import type { Mail } from './mailer.ts';

export const SIGN_IN_CODE_SUBJECT = 'Your Vitrine sign-in code';

export function signInCodeMail(email: string, code: string): Mail {
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  const text = [
    `Your Vitrine sign-in code is ${code}`,
    '',
    `Enter it on the sign-in page within ${minutes} minutes. It works once.`,
    'If you did not try to sign in to Vitrine, you can ignore this e-mail.',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Ubuntu, Arial, sans-serif; color: #111">
<p>Your Vitrine sign-in code is</p>
<p style="font-size: 32px; font-weight: bold; letter-spacing: 8px">${code}</p>
<p>Enter it on the sign-in page within ${minutes} minutes. It works once.</p>
<p style="color: #666">If you did not try to sign in to Vitrine, you can ignore this e-mail.</p>
</body></html>`;
  return {
    to: email,
    subject: SIGN_IN_CODE_SUBJECT,
    text,
    html,
    logLine: `Sign-in code for ${email}: ${code}`,
  };
}
