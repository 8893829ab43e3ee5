// The plans file (apps/server/billing/catalog.json, or BILLING_CATALOG): the local provider's plans
// and item prices, and the free tier every team without a subscription gets, whatever the provider.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BILLING_PERIODS,
  CURRENCIES,
  PLAN_FAMILIES,
  PlanMetadataSchema,
  type Plan,
  type PlanMetadata,
} from '@vitrine/core';
import { z } from 'zod';

const priceSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_]+-[A-Za-z0-9_]+-[A-Za-z0-9_]+$/, 'an item price id reads Plan-CURRENCY-Period'),
  price: z.number().int().nonnegative(),
  period_unit: z.enum(BILLING_PERIODS),
  currency_code: z.enum(CURRENCIES),
});

const catalogSchema = z.object({
  freeTier: z.object({ name: z.string().min(1), metadata: PlanMetadataSchema }),
  plans: z.array(
    z.object({
      id: z.string().regex(/^[A-Za-z0-9_]+$/, 'a plan id is letters, digits and underscores'),
      name: z.string().min(1),
      item_family_id: z.enum(PLAN_FAMILIES),
      metadata: PlanMetadataSchema.default({}),
      prices: z.array(priceSchema),
    }),
  ),
});

export interface FreeTier {
  name: string;
  metadata: PlanMetadata;
}

export interface Catalog {
  freeTier: FreeTier;
  plans: Plan[];
}

export class CatalogError extends Error {}

/** The catalog file shipped with the server, found from the source tree or from the bundled dist/. */
export function defaultCatalogPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'billing', 'catalog.json');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new CatalogError('Missing billing/catalog.json next to the server');
}

/** Reads and validates a catalog; a bad file stops the server with a message naming the entry. */
export function loadCatalog(file = defaultCatalogPath()): Catalog {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogError(`Cannot read the billing catalog ${file}: ${(error as Error).message}`);
  }
  const parsed = catalogSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CatalogError(`Invalid billing catalog ${file} at ${issue.path.join('.')}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const price of parsed.data.plans.flatMap((plan) => plan.prices)) {
    if (ids.has(price.id)) throw new CatalogError(`Invalid billing catalog ${file}: ${price.id} twice`);
    ids.add(price.id);
  }
  return {
    freeTier: parsed.data.freeTier,
    plans: parsed.data.plans.map((plan) => ({
      ...plan,
      prices: plan.prices.map((price) => ({ ...price, item_id: plan.id })),
    })),
  };
}
