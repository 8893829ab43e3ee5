// Ingestion load through the real endpoint: many visitors (each its own address and visit), each
// request a batch of events as a published page sends it, either at a fixed offered rate (open loop:
// requests start on schedule whether or not earlier ones were answered) or as fast as a fixed number
// of concurrent senders get answers (closed loop). Bounded by a duration.
//
// The client shares the machine with the server, so it stays cheap: each visitor's request (headers
// and body bytes) is built once before the clock starts, and sockets are kept alive. A body's `at` and
// `sentAt` are equal, so the server stores the events at the time they arrive whenever they are sent.
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';

export interface LoadResult {
  events: number;
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
  /** The status of the first refused request, if any. */
  firstFailure?: number;
}

export interface Target {
  url: string;
  releases: { projectId: string; version: string }[];
}

const PAGES = ['home', 'configure', 'details', 'checkout'];

interface Prepared {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

function batch(target: Target, visitor: number, size: number): Prepared {
  const release = target.releases[visitor % target.releases.length]!;
  const now = new Date().toISOString();
  const events = Array.from({ length: size }, (_, i) => {
    const r = (visitor * 31 + i * 17) % 10;
    if (r < 3) return { type: 'page_view', pageId: PAGES[(visitor + i) % PAGES.length], at: now };
    if (r < 6)
      return {
        type: 'option_choice',
        attributeId: 'finish',
        optionId: ['walnut', 'oak', 'black'][i % 3],
        at: now,
      };
    if (r < 8) return { type: 'variant_choice', elementId: 'legs', item: ['tall', 'short'][i % 2], at: now };
    if (r < 9) return { type: 'price_shown', currency: 'INR', value: 54990, at: now };
    return { type: 'hotspot_click', elementId: 'hinge', at: now };
  });
  const body = Buffer.from(
    JSON.stringify({
      ...release,
      visit: `bench-visit-${visitor.toString(16).padStart(8, '0')}`,
      sentAt: now,
      device: ['desktop', 'mobile', 'tablet'][visitor % 3],
      referrer: visitor % 4 === 0 ? 'instagram.com' : '',
      events,
    }),
  );
  return {
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      'user-agent': `Mozilla/5.0 (bench visitor ${visitor}) Chrome/140`,
    },
    body,
  };
}

/** Every visitor's request, built once per target, visitor count and batch size. */
const prepared = new Map<string, Prepared[]>();

function requests(target: Target, visitors: number, size: number): Prepared[] {
  const id = `${target.url}|${target.releases.map((r) => r.projectId).join(',')}|${visitors}|${size}`;
  let list = prepared.get(id);
  if (!list) {
    list = Array.from({ length: visitors }, (_, visitor) => batch(target, visitor, size));
    prepared.set(id, list);
  }
  return list;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(url: URL, { headers, body }: Prepared): Promise<number> {
  return new Promise((resolve, reject) => {
    const options = {
      method: 'POST',
      hostname: url.hostname,
      port: url.port,
      path: url.pathname,
      headers,
      agent,
    };
    const call = request(options, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

async function send(url: URL, prepared: Prepared, size: number, result: LoadResult) {
  const started = performance.now();
  try {
    const status = await post(url, prepared);
    if (status !== 202) {
      result.failures += 1;
      if (result.failures === 1) result.firstFailure = status;
      return;
    }
    result.latenciesMs.push(performance.now() - started);
    result.requests += 1;
    result.events += size;
  } catch {
    result.failures += 1;
  }
}

/** Offers `eventsPerSecond` for `seconds` in requests of `batchSize` events from `visitors` visitors. */
export async function openLoop(
  target: Target,
  options: { eventsPerSecond: number; seconds: number; batchSize: number; visitors: number },
): Promise<LoadResult> {
  const result: LoadResult = { events: 0, requests: 0, failures: 0, seconds: 0, latenciesMs: [] };
  const perSecond = options.eventsPerSecond / options.batchSize;
  const total = Math.round(perSecond * options.seconds);
  const url = new URL('/v2/analytics/logs', target.url);
  const list = requests(target, options.visitors, options.batchSize);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(url, list[i % options.visitors]!, options.batchSize, result));
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** `concurrency` senders, each sending its next batch as soon as the previous one is answered. */
export async function closedLoop(
  target: Target,
  options: { concurrency: number; seconds: number; batchSize: number; visitors: number },
): Promise<LoadResult> {
  const result: LoadResult = { events: 0, requests: 0, failures: 0, seconds: 0, latenciesMs: [] };
  const url = new URL('/v2/analytics/logs', target.url);
  const list = requests(target, options.visitors, options.batchSize);
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline)
        await send(url, list[next++ % options.visitors]!, options.batchSize, result);
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export function closeLoad(): void {
  agent.destroy();
}
