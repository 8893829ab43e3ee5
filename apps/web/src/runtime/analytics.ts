// Interaction logs of a published page (POST /v2/analytics/logs): page views and attribute option and
// variant choices, batched, sent with sendBeacon when the page goes away. Failures are ignored: a
// visitor never notices analytics.
export const ANALYTICS_PATH = '/v2/analytics/logs';
const FLUSH_MS = 2000;
const MAX_BATCH = 20;

export type AnalyticsEvent =
  | { type: 'page_view'; pageId: string }
  | { type: 'option_choice'; attributeId: string; optionId: string; pageId?: string }
  | { type: 'variant_choice'; elementId: string; item: string; pageId?: string };

export interface AnalyticsSink {
  log(event: AnalyticsEvent): void;
  flush(): void;
}

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

export function createAnalytics(release: { projectId: string; version: string }): AnalyticsSink {
  const sessionId = randomId();
  const queue: (AnalyticsEvent & { at: string })[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (events: typeof queue, leaving: boolean) => {
    const body = JSON.stringify({
      projectId: release.projectId,
      version: release.version,
      sessionId,
      events,
    });
    if (leaving && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(ANALYTICS_PATH, new Blob([body], { type: 'application/json' }));
      return;
    }
    void fetch(ANALYTICS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  };

  const flushWith = (leaving: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length) send(queue.splice(0, MAX_BATCH), leaving);
  };

  window.addEventListener('pagehide', () => flushWith(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWith(true);
  });

  return {
    log(event) {
      queue.push({ ...event, at: new Date().toISOString() });
      if (queue.length >= MAX_BATCH) flushWith(false);
      else timer ??= setTimeout(() => flushWith(false), FLUSH_MS);
    },
    flush: () => flushWith(false),
  };
}
