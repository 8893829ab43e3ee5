// The billing service the routes use: the provider chosen by configuration (Chargebee when its site
// and API key are set, else local), the catalog's free tier, and a team's entitlements.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import { teamEntitlements, type TeamEntitlements } from './entitlements.ts';
import { createLocalProvider, type LocalBillingProvider } from './local-provider.ts';
import type { BillingProvider } from './provider.ts';

export interface BillingService {
  provider: BillingProvider;
  /** The local provider when it is the one in use (its hosted pages are served then). */
  local: LocalBillingProvider | null;
  catalog: Catalog;
  /** Settles passed terms (local provider) and answers what the team's plan allows now. */
  entitlements(teamId: string, now?: Date): Promise<TeamEntitlements>;
  close(): Promise<void>;
}

export async function createBillingService(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): Promise<BillingService> {
  const catalog = loadCatalog(config.billing.catalogPath);
  const chargebee = config.billing.chargebee;
  const local = chargebee ? null : createLocalProvider({ db, catalog, secret: config.jwtSecret });
  // Chargebee's client is loaded only where it is used.
  const provider: BillingProvider =
    local ??
    (await (await import('./chargebee-provider.ts')).createChargebeeProvider(chargebee!, db, catalog, log));
  log.debug({ provider: provider.kind }, 'billing provider');
  return {
    provider,
    local,
    catalog,
    async entitlements(teamId, now = new Date()) {
      await provider.refreshTeam(teamId, now);
      return teamEntitlements(db, await provider.listPlans(), catalog.freeTier, teamId, now);
    },
    close: () => provider.close(),
  };
}

export type { TeamEntitlements } from './entitlements.ts';
