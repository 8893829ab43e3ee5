// What visitors do on a published page, sent to POST /v2/analytics/logs (docs/analytics.md): queued,
// and sent at most every few seconds and when the page is hidden, with navigator.sendBeacon (a fetch
// with keepalive where beacons are missing or refused). No cookie and no storage: the visit is a
// random value in memory, drawn again after 30 minutes without activity; the server hashes it with
// the address into ids it cannot trace back. Nothing is sent under Do-Not-Track or Global Privacy
// Control. Failures are ignored: a visitor never notices analytics.
import { deviceClassOf, MAX_ANALYTICS_EVENTS_PER_BATCH, type AnalyticsEvent } from '@vitrine/core';
import { checkedEvent } from './analytics-event.ts';

export const ANALYTICS_PATH = '/v2/analytics/logs';
export const FLUSH_MS = 5000;
export const VISIT_IDLE_MS = 30 * 60_000;

export type AnalyticsInput = AnalyticsEvent extends infer T
  ? T extends unknown
    ? Omit<T, 'at'>
    : never
  : never;

export interface AnalyticsSink {
  log(event: AnalyticsInput): void;
  flush(leaving?: boolean): void;
}

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function optedOut(
  nav: PrivacySignals = navigator as PrivacySignals,
  win: PrivacySignals = window as PrivacySignals,
) {
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function randomVisit(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The host that linked here (or embeds the page), unless it is this studio itself. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === ownHost.toLowerCase() ? '' : host;
  } catch {
    return '';
  }
}

const NO_ANALYTICS: AnalyticsSink = { log: () => undefined, flush: () => undefined };

export function createAnalytics(release: { projectId: string; version: string }): AnalyticsSink {
  if (optedOut()) return NO_ANALYTICS;
  const referrer = referrerHost(document.referrer, window.location.hostname);
  const queue: AnalyticsEvent[] = [];
  let visit = randomVisit();
  let lastActivity = Date.now();
  let lastPageId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (events: AnalyticsEvent[]) => {
    const body = JSON.stringify({
      projectId: release.projectId,
      version: release.version,
      visit,
      sentAt: new Date().toISOString(),
      device: deviceClassOf(window.innerWidth),
      referrer,
      events,
    });
    // text/plain needs no preflight anywhere; the server reads it as JSON.
    const beacon = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_PATH, beacon)) return;
    void fetch(ANALYTICS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length) send(queue.splice(0, MAX_ANALYTICS_EVENTS_PER_BATCH));
  };

  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  const push = (event: AnalyticsInput) => {
    const checked = checkedEvent({ ...event, at: new Date().toISOString() });
    if (!checked) return;
    queue.push(checked);
    if (queue.length >= MAX_ANALYTICS_EVENTS_PER_BATCH) flush();
    else timer ??= setTimeout(flush, FLUSH_MS);
  };

  return {
    log(event) {
      const now = Date.now();
      if (now - lastActivity > VISIT_IDLE_MS) {
        // A new visit after a long pause starts where the visitor is.
        flush();
        visit = randomVisit();
        if (lastPageId && event.type !== 'page_view') push({ type: 'page_view', pageId: lastPageId });
      }
      lastActivity = now;
      if (event.type === 'page_view') lastPageId = event.pageId;
      push(event);
    },
    flush,
  };
}
