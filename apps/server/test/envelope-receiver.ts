// A local stand-in for a Sentry-compatible service: accepts envelopes at /api/<project>/envelope/
// (gzip or plain), keeps the events they carry, and answers as Sentry does. Its DSN points the SDKs here.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

export interface ReceivedEvent {
  /** The error's message (first exception value). */
  message: string;
  type: string | undefined;
  platform: string | undefined;
  environment: string | undefined;
  tags: Record<string, string>;
  raw: Record<string, unknown>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const encoding = request.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** The events of an envelope: header line, then (item header, payload) pairs. */
export function eventsOf(envelope: string): ReceivedEvent[] {
  const lines = envelope.split('\n');
  const events: ReceivedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]!) as { type?: string };
    if (header.type !== 'event') continue;
    const event = JSON.parse(lines[index + 1]!) as Record<string, unknown> & {
      exception?: { values?: { type?: string; value?: string }[] };
      tags?: Record<string, string>;
    };
    const first = event.exception?.values?.[0];
    events.push({
      message: first?.value ?? '',
      type: first?.type,
      platform: event.platform as string | undefined,
      environment: event.environment as string | undefined,
      tags: event.tags ?? {},
      raw: event,
    });
  }
  return events;
}

export interface EnvelopeReceiver {
  dsn: string;
  origin: string;
  events: ReceivedEvent[];
  /** Resolves once an event matching `test` has arrived. */
  waitFor(test: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}

export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    // Browsers send envelopes cross-origin: answer the preflight and allow the origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? ''))
      return response.writeHead(404).end();
    void bodyOf(request).then((body) => {
      events.push(...eventsOf(body.toString('utf8')));
      for (const wake of waiters) wake();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin,
    events,
    waitFor(test, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event; received: ${JSON.stringify(events.map((e) => e.message))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
