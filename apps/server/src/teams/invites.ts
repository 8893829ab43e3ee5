// Team invitations: a pending team_invites row per (team, e-mail), a mail with a sign-in link, and a
// notification when the person already has an account. Sign-in accepts pending invitations for the
// e-mail; a signed-in invitee can also accept one directly.
import {
  canAssignRole,
  teamRoleSchema,
  type Team,
  type TeamInvite,
  type TeamInviteList,
  type TeamRole,
} from '@vitrine/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { notifications, teamInvites, teamMembers, teams, users } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { actingRole, authorize, isUuid, type TeamAccess } from './access.ts';
import { invitationMail, inviteLink } from './invite-mail.ts';
import { teamView } from './teams.ts';

export const inviteBody = z.object({
  email: z
    .string({ error: 'Email is empty' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Email is invalid' })),
  role: teamRoleSchema.default('team_member'),
});

export const INVITE_NOT_FOUND = 'Invitation not found';
export const ALREADY_MEMBER = 'This user is already a member of the team';
export const INVITE_NOTIFICATION = 'team_invite';
export const INVITATION_LIMIT = { max: 100, timeWindow: 60 * 60 * 1000 };
export const TOO_MANY_INVITATIONS = 'Too many invitations, please try again later';

type InviteRow = typeof teamInvites.$inferSelect;

const inviteView = (row: InviteRow): TeamInvite => ({
  id: row.id,
  teamId: row.teamId,
  email: row.email,
  role: row.role as TeamRole,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
});

export interface InviteDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const pendingFor = (teamId: string, email: string) =>
  and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email), isNull(teamInvites.acceptedAt));

/** Notifications about one invitation that the invitee has not read yet. */
const unreadAbout = (inviteId: string) =>
  and(
    eq(notifications.type, INVITE_NOTIFICATION),
    isNull(notifications.readAt),
    sql`${notifications.data}->>'inviteId' = ${inviteId}`,
  );

/** Invites (or re-invites, refreshing the role and date) an e-mail into the team. */
export async function inviteMember(
  deps: InviteDeps,
  user: AuthUser,
  access: TeamAccess,
  body: z.infer<typeof inviteBody>,
): Promise<TeamInvite> {
  const { db } = deps;
  authorize(access.ability, 'invite', 'team');
  if (!canAssignRole(actingRole(access, user), null, body.role)) throw forbidden();
  const teamId = access.team.id;

  const invite = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, member: teamMembers.userId })
      .from(users)
      .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.teamId, teamId)))
      .where(eq(sql`lower(${users.email})`, body.email));
    if (existing?.member) throw conflict(ALREADY_MEMBER);

    const [pending] = await tx.select().from(teamInvites).where(pendingFor(teamId, body.email));
    const [row] = pending
      ? await tx
          .update(teamInvites)
          .set({ role: body.role, invitedBy: user.id, createdAt: new Date() })
          .where(eq(teamInvites.id, pending.id))
          .returning()
      : await tx
          .insert(teamInvites)
          .values({ teamId, email: body.email, role: body.role, invitedBy: user.id })
          .returning();

    if (existing) {
      await tx.delete(notifications).where(and(eq(notifications.userId, existing.id), unreadAbout(row!.id)));
      await tx.insert(notifications).values({
        userId: existing.id,
        type: INVITE_NOTIFICATION,
        data: {
          inviteId: row!.id,
          teamId,
          teamName: access.team.name,
          role: body.role,
          invitedBy: user.email,
        },
      });
    }
    return row!;
  });

  const mail = invitationMail({
    to: body.email,
    teamName: access.team.name,
    role: body.role,
    invitedBy: user.email,
    link: inviteLink(deps.publicUrl, invite.id),
  });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    // The invitation stands: signing in with that e-mail accepts it, mail or not.
    deps.log.error(error, 'invitation mail could not be sent');
  }
  return inviteView(invite);
}

export async function listInvites(db: Database, access: TeamAccess): Promise<TeamInviteList> {
  authorize(access.ability, 'invite', 'team');
  const rows = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, access.team.id), isNull(teamInvites.acceptedAt)))
    .orderBy(desc(teamInvites.createdAt));
  return { items: rows.map(inviteView) };
}

export async function revokeInvite(db: Database, access: TeamAccess, inviteId: string): Promise<void> {
  authorize(access.ability, 'invite', 'team');
  if (!isUuid(inviteId)) throw notFound(INVITE_NOT_FOUND);
  const removed = await db
    .delete(teamInvites)
    .where(
      and(
        eq(teamInvites.id, inviteId),
        eq(teamInvites.teamId, access.team.id),
        isNull(teamInvites.acceptedAt),
      ),
    )
    .returning({ id: teamInvites.id });
  if (!removed.length) throw notFound(INVITE_NOT_FOUND);
  await db.delete(notifications).where(unreadAbout(inviteId));
}

/**
 * The invitee accepts while signed in. The invitation must name the caller's e-mail; anyone else gets
 * the same 404 as for a missing invitation.
 */
export async function acceptInvite(
  db: Database,
  user: AuthUser,
  teamId: string,
  inviteId: string,
): Promise<Team> {
  if (!isUuid(teamId) || !isUuid(inviteId)) throw notFound(INVITE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invite: teamInvites, team: teams })
      .from(teamInvites)
      .innerJoin(teams, eq(teams.id, teamInvites.teamId))
      .where(
        and(
          eq(teamInvites.id, inviteId),
          eq(teamInvites.teamId, teamId),
          eq(teamInvites.email, user.email.toLowerCase()),
          isNull(teamInvites.acceptedAt),
        ),
      );
    if (!row) throw notFound(INVITE_NOT_FOUND);
    const [joined] = await tx
      .insert(teamMembers)
      .values({ teamId, userId: user.id, role: row.invite.role })
      .onConflictDoNothing()
      .returning({ role: teamMembers.role });
    await tx.update(teamInvites).set({ acceptedAt: new Date() }).where(eq(teamInvites.id, inviteId));
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, user.id), unreadAbout(inviteId)));
    const [membership] = joined
      ? [joined]
      : await tx
          .select({ role: teamMembers.role })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id)));
    return teamView(row.team, membership!.role as TeamRole);
  });
}
