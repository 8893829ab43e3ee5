// From a page's batch to stored events (docs/analytics.md "Collection"): the privacy signals first
// (Do-Not-Track, Global Privacy Control: nothing is stored), then the release must exist, the
// release's per-minute budget must allow the events, and each event gets the visitor's and session's
// hashed ids, the server's idea of its time, and the breakdown key it counts under.
import { stepOf, type AnalyticsBatch, type AnalyticsEvent, type AnalyticsIngestResult } from '@vitrine/core';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database.ts';
import { notFound, tooManyRequests } from '../http/errors.ts';
import { ReleaseLookup } from './release-lookup.ts';
import type { ReleaseRateLimit } from './release-rate-limit.ts';
import type { IngestEvent } from './session-fold.ts';
import { DailySalts, utcDay, visitIds } from './visitor-ids.ts';
import { AnalyticsWriter, type WriterOptions } from './writer.ts';

const DAY_MS = 86_400_000;
/** Headers in which a proxy or CDN in front of the studio names the visitor's country. */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
  'x-country-code',
] as const;
const BOTS = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|bingpreview|lighthouse/i;

export interface IngestRequest {
  batch: AnalyticsBatch;
  headers: IncomingHttpHeaders;
  address: string;
  now?: number;
}

/** What POST /v2/analytics/logs answers (@vitrine/core's AnalyticsIngestResultSchema). */
export type IngestResult = AnalyticsIngestResult;

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

export function countryOf(headers: IncomingHttpHeaders): string {
  for (const name of COUNTRY_HEADERS) {
    const value = header(headers, name).toUpperCase();
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  }
  return '';
}

export const optedOut = (headers: IncomingHttpHeaders) =>
  header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1';

/** The key an event counts under in its breakdown (its dimension follows from its type). */
export function breakdownKey(event: AnalyticsEvent): string | null {
  switch (event.type) {
    case 'page_view':
      return event.pageId;
    case 'option_choice':
      return `${event.attributeId}:${event.optionId}`;
    case 'variant_choice':
      return `${event.elementId}:${event.item}`;
    case 'hotspot_click':
    case 'poi_focus':
      return event.elementId;
    case 'price_shown':
      return `${event.currency} ${event.value}`;
    case 'add_to_cart':
      return event.label ?? '';
  }
}

/** How far the server's clock is ahead of the page's, from the batch's sentAt. */
export const clockSkew = (sentAt: string | undefined, now: number) => (sentAt ? now - Date.parse(sentAt) : 0);

/** The event's time on the server's clock, from the page's clock shifted by the batch's skew. */
export function eventTime(at: string | undefined, skew: number, now: number): number {
  if (!at) return now;
  const time = Date.parse(at) + skew;
  return Math.min(now, Math.max(now - DAY_MS, time));
}

export class AnalyticsIngest {
  readonly writer: AnalyticsWriter;
  private readonly salts: DailySalts;
  private readonly releases: ReleaseLookup;

  constructor(
    db: Database,
    private readonly releaseLimit: ReleaseRateLimit,
    writerOptions: WriterOptions = {},
  ) {
    this.writer = new AnalyticsWriter(db, writerOptions);
    this.salts = new DailySalts(db);
    this.releases = new ReleaseLookup(db);
  }

  get dailySalts() {
    return this.salts;
  }

  async ingest({ batch, headers, address, now = Date.now() }: IngestRequest): Promise<IngestResult> {
    if (optedOut(headers)) return { stored: 0, reason: 'do-not-track' };
    const userAgent = header(headers, 'user-agent');
    if (BOTS.test(userAgent)) return { stored: 0, reason: 'bot' };
    const release = await this.releases.check(batch.projectId, batch.version);
    if (release === 'no-project') throw notFound('Project not found');
    if (release === 'no-release') throw notFound(`Release ${batch.version} not found`);
    if (!(await this.releaseLimit.take(batch.projectId, batch.version, batch.events.length)))
      throw tooManyRequests('Too many analytics events for this release, slow down');

    const day = utcDay(now);
    const ids = visitIds(await this.salts.salt(day), day, {
      projectId: batch.projectId,
      address,
      userAgent,
      visit: batch.visit ?? batch.sessionId ?? '',
    });
    const referrer = (batch.referrer ?? '').toLowerCase().replace(/^www\./, '');
    const own = header(headers, 'host').toLowerCase().replace(/:\d+$/, '');
    const device = batch.device ?? 'desktop';
    const country = countryOf(headers);
    const from = referrer === own ? '' : referrer;
    const skew = clockSkew(batch.sentAt, now);
    // A literal, not `{ ...shared, … }`: V8 adds properties after a spread slowly.
    const events: IngestEvent[] = batch.events.map((event) => ({
      projectId: batch.projectId,
      version: batch.version,
      sessionId: ids.sessionId,
      visitorId: ids.visitorId,
      day,
      device,
      country,
      referrer: from,
      at: eventTime(event.at, skew, now),
      type: event.type,
      pageId: event.pageId ?? null,
      step: stepOf(event),
      key: breakdownKey(event),
      currency: 'currency' in event ? (event.currency ?? null) : null,
      amount: 'value' in event ? (event.value ?? null) : null,
      label: event.type === 'add_to_cart' ? (event.label ?? null) : null,
    }));
    await this.writer.write(events);
    return { stored: events.length };
  }
}
