// The name of the team every user gets at first sign-in: named after its owner ("Ada's team"), so a
// member of someone else's personal team never sees two teams of the same name. Until the owner has
// a first name, the part of their e-mail before the @ stands in; setting a first name renames a
// personal team that still has that stand-in name (a name the owner chose is kept).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { teamMembers, teams } from '../db/schema.ts';

/** Team names are at most this long (teams.ts checks the same for names users type). */
const TEAM_NAME_MAX = 100;

export function personalTeamName(owner: { email: string; firstName?: string | null }): string {
  const who = owner.firstName?.trim() || owner.email.split('@')[0] || owner.email;
  return `${who.slice(0, TEAM_NAME_MAX - 7)}'s team`;
}

/** After a profile edit: renames the user's personal team when it still bears the name made for them before. */
export async function followOwnerName(
  db: Database,
  userId: string,
  before: { email: string; firstName?: string | null },
  after: { email: string; firstName?: string | null },
): Promise<void> {
  const previous = personalTeamName(before);
  const next = personalTeamName(after);
  if (previous === next) return;
  const [owned] = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(and(eq(teams.personal, true), eq(teamMembers.role, 'team_owner'), eq(teams.name, previous)))
    .limit(1);
  if (!owned) return;
  await db.update(teams).set({ name: next, updatedAt: new Date() }).where(eq(teams.id, owned.id));
}
