// The action-only routes of SPEC §2: /auth/otp (POST JSON {email}) sends the code and /auth/email
// (POST JSON {email, otp}) signs in. Both toast their outcome; sign-in redirects on success.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { sendOtp, signIn } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { LOGIN_TEXTS } from './texts.ts';

export type AuthActionResult = { ok: true; email: string } | { ok: false };

const sendBody = z.object({ email: z.string().trim() });
const verifyBody = z.object({ email: z.string().trim(), otp: z.string().trim() });

async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T | null> {
  const parsed = schema.safeParse(await request.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** SPEC §8: the sign-in error text by what failed. */
export function signInErrorText(error: unknown): string {
  if (!isApiError(error)) return LOGIN_TEXTS.unknownError;
  if (error.status === 403) return LOGIN_TEXTS.inviteOnly;
  if (error.status === 500) return LOGIN_TEXTS.serverError;
  return LOGIN_TEXTS.otpMismatch;
}

export async function sendOtpAction({ request }: ActionFunctionArgs): Promise<AuthActionResult> {
  const body = await readJson(request, sendBody);
  try {
    await sendOtp(body?.email ?? '');
  } catch (error) {
    // SPEC §8: a failed send shows the server's message.
    toast.error(isApiError(error) && error.message ? error.message : LOGIN_TEXTS.unknownError);
    return { ok: false };
  }
  const email = body?.email ?? '';
  toast.success(LOGIN_TEXTS.otpSent(email));
  return { ok: true, email };
}

export async function verifyOtpAction({ request }: ActionFunctionArgs): Promise<AuthActionResult | Response> {
  const body = await readJson(request, verifyBody);
  try {
    const { firstTime } = await signIn(body?.email ?? '', body?.otp ?? '');
    return redirect(firstTime ? '/account' : '/');
  } catch (error) {
    toast.error(signInErrorText(error));
    return { ok: false };
  }
}
