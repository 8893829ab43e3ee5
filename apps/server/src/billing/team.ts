// Which team a billing call is about: `teamId` when given (outsiders get 404), else the caller's
// personal team (SPEC §7's billing calls name no team; the account area starts with that one).
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { teamMembers, teams } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { TEAM_NOT_FOUND, authorize, requireTeam, type TeamAccess } from '../teams/access.ts';

export async function billingTeam(
  db: Database,
  user: AuthUser,
  teamId: string | undefined,
  action: 'read' | 'manage',
): Promise<TeamAccess> {
  let id = teamId;
  if (!id) {
    const [personal] = await db
      .select({ id: teams.id })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, user.id)))
      .where(eq(teams.personal, true));
    if (!personal) throw notFound(TEAM_NOT_FOUND);
    id = personal.id;
  }
  const access = await requireTeam(db, user, id);
  authorize(access.ability, action, 'billing');
  return access;
}

/** Monthly price of an item price, to compare a yearly and a monthly price. */
export const monthlyEquivalent = (price: number, period: string) => (period === 'year' ? price / 12 : price);
