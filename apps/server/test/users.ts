// Signed-in test users without the sign-in flow: a users row, a personal team owned by the user, a
// session (a refresh-token family, as a sign-in starts) and an access token of that session signed by
// the server under test.
import { randomBytes } from 'node:crypto';
import { startRefreshFamily } from '../src/auth/refresh-tokens.ts';
import { teamMembers, teams, users } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

export interface TestUser {
  id: string;
  email: string;
  /** The session `token` belongs to. */
  sessionId: string;
  token: string;
  personalTeamId: string;
}

export async function createUser(
  server: Pick<TestServer, 'app'>,
  options: { email?: string; firstName?: string; lastName?: string; role?: string } = {},
): Promise<TestUser> {
  const db = server.app.db;
  const email = options.email ?? `user-${randomBytes(6).toString('hex')}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? null,
      lastName: options.lastName ?? null,
      role: options.role ?? 'application_user',
    })
    .returning();
  const [team] = await db
    .insert(teams)
    .values({ name: `${options.firstName ?? email.split('@')[0]}'s team`, personal: true })
    .returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: user!.id, role: 'team_owner' });
  const session = await signInAgain(server, { id: user!.id, email });
  return { id: user!.id, email, ...session, personalTeamId: team!.id };
}

/** A new session of an existing user, as one more sign-in would start it, and its access token. */
export async function signInAgain(
  server: Pick<TestServer, 'app'>,
  user: { id: string; email: string },
  ttlSeconds?: number,
): Promise<{ sessionId: string; token: string }> {
  const { sessionId } = await startRefreshFamily(server.app.db, user.id);
  return { sessionId, token: await server.app.tokens.sign({ ...user, sessionId }, ttlSeconds) };
}

/** Adds an existing user to a team with a role, straight in the database. */
export async function addMember(
  server: Pick<TestServer, 'app'>,
  teamId: string,
  userId: string,
  role: string,
): Promise<void> {
  await server.app.db.insert(teamMembers).values({ teamId, userId, role });
}
