// Whether a team's plan lets it publish (SPEC §6: plans gate publishing through plan metadata
// `are-products-publishable`). Billing is not connected yet, so every team may publish; this is the
// one place that changes when subscriptions arrive.
import type { Database } from '../db/database.ts';

export async function teamMayPublish(_db: Database, _teamId: string): Promise<boolean> {
  return true;
}
