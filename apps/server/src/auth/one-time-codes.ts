// Sign-in codes (SPEC §9: 4 digits, 30 s resend countdown). One live code per e-mail: a new send
// replaces the previous code. Codes are stored as an HMAC keyed by the server secret, because a plain
// hash of 4 digits is reversed in 10 000 tries by anyone holding a database dump.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { oneTimeCodes } from '../db/schema.ts';

export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
/** Guesses per code; the next one, the right code included, is refused until a new code is sent. */
export const OTP_MAX_ATTEMPTS = 5;

export const generateCode = () =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

export function hashCode(secret: string, email: string, code: string): string {
  const key = createHmac('sha256', secret).update('vitrine one-time codes').digest();
  return createHmac('sha256', key).update(`${email}\0${code}`).digest('hex');
}

export type IssueResult =
  { issued: true; code: string; codeHash: string } | { issued: false; retryAfterSeconds: number };

/**
 * Stores a fresh code for the e-mail, replacing any previous one, unless the previous one was sent
 * less than the resend cooldown ago. The check and the write are one statement, so two sends racing
 * cannot both pass.
 */
export async function issueCode(
  db: Database,
  secret: string,
  email: string,
  now = new Date(),
): Promise<IssueResult> {
  const code = generateCode();
  const codeHash = hashCode(secret, email, code);
  const fresh = { codeHash, attempts: 0, sentAt: now, expiresAt: new Date(now.getTime() + OTP_TTL_MS) };
  const written = await db
    .insert(oneTimeCodes)
    .values({ email, ...fresh })
    .onConflictDoUpdate({
      target: oneTimeCodes.email,
      set: fresh,
      setWhere: lte(oneTimeCodes.sentAt, new Date(now.getTime() - OTP_RESEND_COOLDOWN_MS)),
    })
    .returning({ email: oneTimeCodes.email });
  if (written.length) return { issued: true, code, codeHash };
  const [current] = await db
    .select({ sentAt: oneTimeCodes.sentAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.email, email));
  const remainingMs = current ? current.sentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime() : 0;
  return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/** Takes back a code whose mail could not be sent, so the user may ask again at once. */
export async function withdrawCode(db: Database, email: string, codeHash: string): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.codeHash, codeHash)));
}

export type CodeCheck = 'valid' | 'mismatch' | 'expired' | 'locked';

/**
 * Spends one attempt on the e-mail's code and compares. The attempt is counted before comparing, in
 * one statement, so parallel guesses cannot test more than OTP_MAX_ATTEMPTS values of one code.
 * A valid code is consumed.
 */
export async function checkCode(
  db: Database,
  secret: string,
  email: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.email, email))
    .returning({
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expiresAt: oneTimeCodes.expiresAt,
    });
  if (!row) return 'mismatch';
  if (row.attempts > OTP_MAX_ATTEMPTS) return 'locked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return row.attempts >= OTP_MAX_ATTEMPTS ? 'locked' : 'mismatch';
  }
  const consumed = await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.codeHash, row.codeHash)))
    .returning({ email: oneTimeCodes.email });
  return consumed.length ? 'valid' : 'mismatch';
}
