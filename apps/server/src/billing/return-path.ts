// Where a buyer lands after a hosted checkout: back where the upgrade started (the builder whose
// publish the plan refused, say) when the studio said so, else the account's Billings tab. Only a
// path of the studio itself is followed, so a crafted link cannot send a buyer to another site.
import { z } from 'zod';

const RETURN_PATH_MAX = 500;

/** A root-relative path of this origin: one leading slash, no backslash, no control character. */
export function isStudioPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(path) && path.length <= RETURN_PATH_MAX;
}

export const returnPathSchema = z
  .string()
  .max(RETURN_PATH_MAX, `returnTo is at most ${RETURN_PATH_MAX} characters`)
  .refine(isStudioPath, 'returnTo must be a path of the studio, such as /builder/…');

export type CheckoutOutcome = 'succeeded' | 'cancelled';

/** The page a checkout's return goes to, carrying the outcome (and the team) in its query. */
export function checkoutLanding(
  returnTo: string | undefined,
  team: string,
  outcome: CheckoutOutcome,
): string {
  if (!returnTo || !isStudioPath(returnTo))
    return `/account/billings?${new URLSearchParams({ team, checkout: outcome })}`;
  const url = new URL(returnTo, 'http://studio.invalid');
  url.searchParams.set('checkout', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
