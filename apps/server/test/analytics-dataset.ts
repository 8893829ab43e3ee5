// A generated analytics data set for the query tests: visitors with one or more sessions over two
// weeks, across two releases and several devices, each session a random walk through pages, option
// and variant choices, hotspots, prices shown and sometimes an add to cart. Deterministic (seeded).
// Its events are handed to the server's writer in interleaved pieces, as concurrent pages would send
// them, so sessions are folded across batches.
import { stepOf, type AnalyticsEvent } from '@vitrine/core';
import { breakdownKey } from '../src/analytics/ingest.ts';
import type { IngestEvent } from '../src/analytics/session-fold.ts';

export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DATASET = {
  pages: ['home', 'configure', 'checkout'],
  options: { finish: ['walnut', 'oak', 'black'], size: ['s', 'm', 'l'] },
  variants: { legs: ['tall', 'short'] },
  hotspots: ['hinge', 'drawer'],
  devices: ['desktop', 'mobile', 'tablet'],
  referrers: ['', 'instagram.com', 'google.com'],
  countries: ['', 'IN', 'FR'],
} as const;

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

export interface GeneratedSession {
  sessionId: bigint;
  visitorId: bigint;
  version: string;
  device: string;
  events: IngestEvent[];
}

/** Sessions starting between `startMs` and `endMs`; release 1.0.0 before `switchMs`, 1.0.1 after. */
export function generateSessions(
  projectId: string,
  options: { sessions: number; startMs: number; endMs: number; switchMs: number; seed?: number },
): GeneratedSession[] {
  const next = random(options.seed ?? 7);
  const sessions: GeneratedSession[] = [];
  let visitor = 1n;
  for (let index = 0; index < options.sessions; index++) {
    // About a third of sessions come back from the previous visitor (same day or not).
    if (index === 0 || next() > 0.35) visitor += 1n;
    const start = Math.floor(options.startMs + next() * (options.endMs - options.startMs));
    const version = start < options.switchMs ? '1.0.0' : '1.0.1';
    const device = pick(next, DATASET.devices);
    const shared = {
      projectId,
      version,
      sessionId: BigInt(index + 1) * 1_000_003n,
      visitorId: visitor,
      day: new Date(start).toISOString().slice(0, 10),
      device,
      country: pick(next, DATASET.countries),
      referrer: pick(next, DATASET.referrers),
    };
    const raw: AnalyticsEvent[] = [{ type: 'page_view', pageId: 'home' }];
    const steps = 1 + Math.floor(next() * 9);
    for (let s = 0; s < steps; s++) {
      const roll = next();
      if (roll < 0.3) raw.push({ type: 'page_view', pageId: pick(next, DATASET.pages) });
      else if (roll < 0.55) {
        const attribute = pick(next, ['finish', 'size'] as const);
        // Release 1.0.1 makes walnut more popular: the insights should notice.
        const optionId =
          attribute === 'finish' && version === '1.0.1' && next() < 0.8
            ? 'walnut'
            : pick(next, DATASET.options[attribute]);
        raw.push({ type: 'option_choice', attributeId: attribute, optionId });
      } else if (roll < 0.7)
        raw.push({ type: 'variant_choice', elementId: 'legs', item: pick(next, DATASET.variants.legs) });
      else if (roll < 0.8) raw.push({ type: 'hotspot_click', elementId: pick(next, DATASET.hotspots) });
      else if (roll < 0.85) raw.push({ type: 'poi_focus', elementId: 'top-view' });
      else raw.push({ type: 'price_shown', currency: 'INR', value: pick(next, [49990, 54990, 59990]) });
    }
    if (next() < 0.2) raw.push({ type: 'add_to_cart', label: 'Table', currency: 'INR', value: 54990 });
    let at = start;
    const events = raw.map((event): IngestEvent => {
      const stored: IngestEvent = {
        ...shared,
        at,
        type: event.type,
        pageId: event.pageId ?? null,
        step: stepOf(event),
        key: breakdownKey(event),
        currency: 'currency' in event ? (event.currency ?? null) : null,
        amount: 'value' in event ? (event.value ?? null) : null,
        label: event.type === 'add_to_cart' ? (event.label ?? null) : null,
      };
      at += Math.floor(next() * 240_000);
      return stored;
    });
    sessions.push({ sessionId: shared.sessionId, visitorId: visitor, version, device, events });
  }
  return sessions;
}

/** Each session's events cut in up to three pieces, the pieces of all sessions shuffled into batches. */
export function interleavedBatches(
  sessions: readonly GeneratedSession[],
  batchSize: number,
  seed = 11,
): IngestEvent[][] {
  const next = random(seed);
  const pieces: IngestEvent[][] = [];
  for (const session of sessions) {
    const cuts = [
      0,
      ...[next(), next()].map((f) => Math.floor(f * session.events.length)).sort((a, b) => a - b),
      session.events.length,
    ];
    for (let i = 0; i + 1 < cuts.length; i++)
      if (cuts[i]! < cuts[i + 1]!) pieces.push(session.events.slice(cuts[i], cuts[i + 1]));
  }
  // Pieces arrive in the order they were sent (by their first event's time), so the pieces of
  // sessions that overlap in time interleave, as pages open at the same time send them.
  pieces.sort((a, b) => a[0]!.at - b[0]!.at);
  const batches: IngestEvent[][] = [];
  let current: IngestEvent[] = [];
  for (const piece of pieces) {
    current.push(...piece);
    if (current.length >= batchSize) {
      batches.push(current);
      current = [];
    }
  }
  if (current.length) batches.push(current);
  return batches;
}
