// The sign-in itself: checks the code and, in one transaction, creates the account with its personal
// team on first sign-in, accepts the e-mail's pending team invites and starts a refresh-token family.
import type { User } from '@vitrine/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { teamInvites, teamMembers, teams, users } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { personalTeamName } from '../teams/personal-team-name.ts';
import { publicUser } from '../user/profile.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { checkCode, type CodeCheck } from './one-time-codes.ts';
import { pruneRefreshFamilies, startRefreshFamily } from './refresh-tokens.ts';
import { inviteEmailIs } from './signup-policy.ts';

const FAILURE_MESSAGES: Record<Exclude<CodeCheck, 'valid'>, string> = {
  mismatch: AUTH_MESSAGES.otpMismatch,
  expired: AUTH_MESSAGES.otpExpired,
  locked: AUTH_MESSAGES.otpLocked,
};

export interface SignInResult {
  user: User;
  /** The new session (refresh-token family), to be named by its access tokens. */
  sessionId: string;
  refreshToken: string;
}

export async function signIn(
  db: Database,
  secret: string,
  credentials: { email: string; otp: string },
  now = new Date(),
): Promise<SignInResult> {
  const { email, otp } = credentials;
  // A failed check returns instead of throwing, so the spent attempt is committed with the transaction.
  const outcome = await db.transaction(async (tx) => {
    const check = await checkCode(tx, secret, email, otp, now);
    if (check !== 'valid') return { check } as const;
    return { check, ...(await startSession(tx, email, now)) } as const;
  });
  if (outcome.check !== 'valid') throw unauthorized(FAILURE_MESSAGES[outcome.check]);
  return { user: outcome.user, sessionId: outcome.sessionId, refreshToken: outcome.refreshToken };
}

/** The names a new account starts with when the sign-in method knows them. */
export interface NewUserNames {
  firstName: string | null;
  lastName: string | null;
}

/**
 * Signs in an address another party has verified (an OpenID Connect provider), with no code. The
 * provider's names fill a new account only; an existing account keeps its own.
 */
export async function signInVerifiedEmail(
  db: Database,
  email: string,
  names?: NewUserNames,
  now = new Date(),
): Promise<SignInResult> {
  return db.transaction((tx) => startSession(tx, email, now, names));
}

/** The account (created on first sign-in, with its personal team and pending invites) and a session. */
async function startSession(
  db: Database,
  email: string,
  now: Date,
  names?: NewUserNames,
): Promise<SignInResult> {
  const user = await findOrCreateUser(db, email, names);
  await ensurePersonalTeam(db, user);
  await acceptPendingInvites(db, user.id, email, now);
  await pruneRefreshFamilies(db, user.id, now);
  const { sessionId, refreshToken } = await startRefreshFamily(db, user.id, now);
  return { user: publicUser(user), sessionId, refreshToken };
}

async function findOrCreateUser(db: Database, email: string, names?: NewUserNames) {
  const [created] = await db
    .insert(users)
    .values({ email, firstName: names?.firstName ?? null, lastName: names?.lastName ?? null })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) throw new Error(`User ${email} neither inserted nor found`);
  return existing;
}

/** Every user owns one personal team, so 'New Project' works right after the first sign-in. */
async function ensurePersonalTeam(
  db: Database,
  user: { id: string; email: string; firstName: string | null },
): Promise<string> {
  const userId = user.id;
  const [existing] = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(and(eq(teams.personal, true), eq(teamMembers.role, 'team_owner')))
    .limit(1);
  if (existing) return existing.id;
  const [team] = await db
    .insert(teams)
    .values({ name: personalTeamName(user), personal: true })
    .returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team!.id, userId, role: 'team_owner' });
  return team!.id;
}

/** Pending invites become memberships with the invite's role; an existing membership is kept as is. */
async function acceptPendingInvites(db: Database, userId: string, email: string, now: Date) {
  const pending = await db
    .select({ id: teamInvites.id, teamId: teamInvites.teamId, role: teamInvites.role })
    .from(teamInvites)
    .where(and(inviteEmailIs(email), isNull(teamInvites.acceptedAt)));
  if (!pending.length) return;
  await db
    .insert(teamMembers)
    .values(pending.map((invite) => ({ teamId: invite.teamId, userId, role: invite.role })))
    .onConflictDoNothing();
  await db
    .update(teamInvites)
    .set({ acceptedAt: now })
    .where(
      inArray(
        teamInvites.id,
        pending.map((invite) => invite.id),
      ),
    );
}
