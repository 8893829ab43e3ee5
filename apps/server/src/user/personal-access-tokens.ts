// Personal access tokens: long-lived bearer keys for scripts and integrations. The full key is shown
// once at creation; only its hash and last characters are stored.
import type { PersonalAccessToken } from '@vitrine/core';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERSONAL_ACCESS_TOKEN_PREFIX, hashSecret, randomSecret } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { personalAccessTokens } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

export const PERSONAL_ACCESS_TOKEN_LIMIT = 50;
const NAME_MAX = 100;
const HINT_LENGTH = 4;

export const PAT_MESSAGES = {
  bodyNotObject: 'Request body must be a JSON object',
  nameMissing: 'Name is required',
  nameNotText: 'Name must be a string',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  limitReached: `You can have at most ${PERSONAL_ACCESS_TOKEN_LIMIT} personal access tokens`,
  notFound: 'Personal access token not found',
  notWithToken: 'Personal access tokens cannot be managed with a personal access token',
} as const;

export const createTokenBody = z.object(
  {
    name: z
      .string({
        error: (issue) => (issue.input === undefined ? PAT_MESSAGES.nameMissing : PAT_MESSAGES.nameNotText),
      })
      .trim()
      .min(1, PAT_MESSAGES.nameMissing)
      .max(NAME_MAX, PAT_MESSAGES.nameTooLong),
  },
  { error: PAT_MESSAGES.bodyNotObject },
);

type Row = typeof personalAccessTokens.$inferSelect;

const maskedKey = (hint: string) => `${PERSONAL_ACCESS_TOKEN_PREFIX}${'*'.repeat(12)}${hint}`;

/** The key is masked except its last characters, but in the answer to the token's creation. */
const view = (row: Row, key = maskedKey(row.keyHint)): PersonalAccessToken => ({
  id: row.id,
  name: row.name,
  key,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(db: Database, userId: string): Promise<PersonalAccessToken[]> {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(asc(personalAccessTokens.createdAt), asc(personalAccessTokens.id));
  return rows.map((row) => view(row));
}

export async function createToken(db: Database, userId: string, name: string): Promise<PersonalAccessToken> {
  const [existing] = await db
    .select({ total: count() })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId));
  if ((existing?.total ?? 0) >= PERSONAL_ACCESS_TOKEN_LIMIT) throw badRequest(PAT_MESSAGES.limitReached);
  const key = `${PERSONAL_ACCESS_TOKEN_PREFIX}${randomSecret()}`;
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId, name, tokenHash: hashSecret(key), keyHint: key.slice(-HINT_LENGTH) })
    .returning();
  return view(row!, key);
}

export async function deleteToken(db: Database, userId: string, tokenId: string): Promise<void> {
  if (!z.uuid().safeParse(tokenId).success) throw notFound(PAT_MESSAGES.notFound);
  const deleted = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, tokenId), eq(personalAccessTokens.userId, userId)))
    .returning({ id: personalAccessTokens.id });
  if (!deleted.length) throw notFound(PAT_MESSAGES.notFound);
}
