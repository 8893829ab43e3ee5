// Teams of the signed-in user (SPEC §7: listed with page=1, limit=50).
import { z } from 'zod';
import { api } from './client.ts';

/** SPEC §9: teams fetched up to 50. */
export const TEAMS_PAGE_LIMIT = 50;

export const teamSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  role: z.string().nullish(),
});
export type Team = z.infer<typeof teamSchema>;

const teamListSchema = z.object({ items: z.array(teamSchema), total: z.number().optional() });

export async function listTeams(): Promise<{ items: Team[]; total: number }> {
  const list = teamListSchema.parse(await api('GET', `/v2/teams?page=1&limit=${TEAMS_PAGE_LIMIT}`));
  return { items: list.items, total: list.total ?? list.items.length };
}

export async function getTeam(teamId: string): Promise<Team> {
  return teamSchema.parse(await api('GET', `/v2/teams/${encodeURIComponent(teamId)}`));
}
