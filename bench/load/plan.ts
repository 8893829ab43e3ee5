// The load test publishes its project, which takes a plan that allows publishing: the seeded team
// gets an active Growth subscription straight in the database, as the billing provider would record.
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database.ts';
import { billingSubscriptions, projects } from '../../apps/server/src/db/schema.ts';

export async function subscribeTeamOf(target: DatabaseTarget, projectId: string): Promise<void> {
  const handle = await openDatabase(target);
  try {
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, projectId));
    const now = new Date();
    await handle.db.insert(billingSubscriptions).values({
      id: `sub_load_${now.getTime()}`,
      teamId: project!.teamId,
      provider: 'local',
      itemPriceId: 'Growth-INR-Monthly',
      status: 'active',
      currencyCode: 'INR',
      unitPrice: 299900,
      currentTermStart: now,
      currentTermEnd: new Date(now.getTime() + 30 * 86_400_000),
      resourceVersion: now.getTime(),
    });
  } finally {
    await handle.close();
  }
}
