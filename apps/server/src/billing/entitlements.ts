// What a team's plan allows now (SPEC §6: plans gate publishing and the number of products): the
// subscription in force, else the catalog's free tier. Changes and cancellations take effect at the
// term end, so until then the plan that was paid for applies.
import { planLimits, planOfItemPrice, type Entitlements, type Plan } from '@vitrine/core';
import { and, countDistinct, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects, releases } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { RELEASE_TEXTS } from '../releases/texts.ts';
import type { FreeTier } from './catalog.ts';
import { teamSubscriptions, type BillingSubscriptionRow } from './store.ts';
import { BILLING_TEXTS } from './texts.ts';

type Db = Pick<Database, 'select'>;

/** What a team's plan allows now, as GET /v2/billing/entitlements answers it. */
export type TeamEntitlements = Entitlements;

/** A subscription gives its plan while it is live and, once cancelled, until its term ends. */
export function inForce(subscription: BillingSubscriptionRow, now: Date): boolean {
  if (!['active', 'in_trial', 'non_renewing'].includes(subscription.status)) return false;
  if (subscription.status === 'non_renewing' && subscription.currentTermEnd)
    return subscription.currentTermEnd > now;
  return true;
}

/** How many of the team's projects have a published release (other than `except`). */
export async function publishedProjectCount(db: Db, teamId: string, except?: string): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(releases.projectId) })
    .from(releases)
    .innerJoin(projects, eq(projects.id, releases.projectId))
    .where(
      and(
        eq(projects.teamId, teamId),
        isNull(releases.unpublishedAt),
        except ? ne(releases.projectId, except) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

export async function teamEntitlements(
  db: Db,
  plans: Plan[],
  freeTier: FreeTier,
  teamId: string,
  now = new Date(),
): Promise<TeamEntitlements> {
  const subscription = (await teamSubscriptions(db, teamId)).find((row) => inForce(row, now));
  const plan = subscription ? planOfItemPrice(plans, subscription.itemPriceId) : undefined;
  // A subscription to a plan the catalog no longer sells keeps its name but the free tier's rights.
  const limits = planLimits(plan?.metadata ?? freeTier.metadata);
  return {
    teamId,
    plan: subscription
      ? {
          id: plan?.id ?? null,
          name: plan?.name ?? subscription.itemPriceId,
          itemPriceId: subscription.itemPriceId,
          free: false,
        }
      : { id: null, name: freeTier.name, itemPriceId: null, free: true },
    ...limits,
    publishedProjects: await publishedProjectCount(db, teamId),
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          itemPriceId: subscription.itemPriceId,
          currentTermEnd: subscription.currentTermEnd?.toISOString() ?? null,
          scheduledItemPriceId: subscription.scheduledItemPriceId,
          cancelsAt:
            subscription.status === 'non_renewing'
              ? (subscription.currentTermEnd?.toISOString() ?? null)
              : null,
        }
      : null,
  };
}

/**
 * Refuses a publish the plan does not allow, with 406 (the publish panel sends the user to Plans).
 * A project counts against the limit once, however many releases it has; re-publishing a project
 * that is already published is refused too while the others fill the plan (after a downgrade).
 */
export async function assertPlanAllowsPublish(
  db: Db,
  entitlements: TeamEntitlements,
  projectId: string,
): Promise<void> {
  if (!entitlements.publishable) throw new HttpError(406, RELEASE_TEXTS.planForbids);
  const max = entitlements.maxPublishedProjects;
  if (max === null) return;
  const others = await publishedProjectCount(db, entitlements.teamId, projectId);
  if (others >= max) throw new HttpError(406, BILLING_TEXTS.projectLimit(max));
}
