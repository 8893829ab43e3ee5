// Signed-in test users without the sign-in flow: a users row, a personal team owned by the user and
// an access token signed by the server under test.
import { randomBytes } from 'node:crypto';
import { teamMembers, teams, users } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

export interface TestUser {
  id: string;
  email: string;
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
  const token = await server.app.tokens.sign({ id: user!.id, email });
  return { id: user!.id, email, token, personalTeamId: team!.id };
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
