// The Vitrine badge of a published page: shown unless the team's plan is white-label (the billing
// catalog's `white-label` metadata), in the corner the release's document names. Decided when the
// page is served, so a plan change shows on the latest page within its cache time (docs/releases.md).
import { DEFAULT_WATERMARK_POSITION, WATERMARK_POSITIONS, type WatermarkPosition } from '@vitrine/core';
import type { FastifyInstance } from 'fastify';
import { teamEntitlements } from '../billing/entitlements.ts';

export interface Watermark {
  position: WatermarkPosition;
}

function positionOf(document: unknown): WatermarkPosition {
  const config = (document as { config?: { watermark?: { position?: unknown } } } | null)?.config;
  const position = config?.watermark?.position;
  return WATERMARK_POSITIONS.includes(position as WatermarkPosition)
    ? (position as WatermarkPosition)
    : DEFAULT_WATERMARK_POSITION;
}

/** Reads the plan without asking the billing provider again: page views must stay cheap. */
export async function watermarkOf(
  app: FastifyInstance,
  teamId: string,
  document: unknown,
): Promise<Watermark | null> {
  const { provider, catalog } = app.billing;
  const entitlements = await teamEntitlements(app.db, await provider.listPlans(), catalog.freeTier, teamId);
  return entitlements.whiteLabel ? null : { position: positionOf(document) };
}
