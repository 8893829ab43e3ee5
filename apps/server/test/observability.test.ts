// What an operator watches: Prometheus metrics behind a bearer token or on a port of their own, and
// OpenTelemetry traces sent to an OTLP collector (a real HTTP listener here).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, openProvider, projectMap, waitFor } from './collab-fixtures.ts';
import { freePort } from './collab-processes.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';

const TOKEN = 'metrics-token-0123456789';

async function scrape(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one series in Prometheus' text format, or undefined. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server.close());

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await scrape(`${server.url}/metrics`)).status).toBe(401);
    expect((await scrape(`${server.url}/metrics`, 'metrics-token-wrong-wrong')).status).toBe(401);
    const ok = await scrape(`${server.url}/metrics`, TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
  });

  it('counts requests by route pattern and status, and times them', async () => {
    await request(server, 'GET', '/v2/healthcheck');
    await request(server, 'GET', '/v2/projects/not-a-project');
    const { text } = await scrape(`${server.url}/metrics`, TOKEN);
    const healthcheck = 'method="GET",route="/v2/healthcheck",status_code="200"';
    expect(series(text, `vitrine_http_requests_total{${healthcheck}}`)).toBeGreaterThanOrEqual(1);
    expect(
      series(text, `vitrine_http_request_duration_seconds_count{${healthcheck}}`),
    ).toBeGreaterThanOrEqual(1);
    // A path's ids never become labels: the route's pattern does.
    expect(text).toContain('route="/v2/projects/:id"');
    expect(text).not.toContain('not-a-project');
  });

  it('reports the process: event-loop lag and memory', async () => {
    const { text } = await scrape(`${server.url}/metrics`, TOKEN);
    expect(text).toContain('vitrine_nodejs_eventloop_lag_seconds');
    expect(series(text, 'vitrine_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (kind === 'postgres')
      expect(series(text, 'vitrine_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('reports open sockets, loaded rooms and how long updates wait to be stored', async () => {
    const fixture = await createFixture(server.app.db);
    const client = openProvider(server.url, fixture.projectId, await server.app.tokens.sign(fixture.owner));
    try {
      await waitFor(() => client.synced(), 'the client to sync', 30_000);
      projectMap(client.doc).set('metric', 'edit');
      let text = '';
      for (let tries = 0; (series(text, 'vitrine_collab_update_store_seconds_count') ?? 0) < 1; tries++) {
        if (tries === 100) throw new Error('The edit was never counted as stored');
        await new Promise((resolve) => setTimeout(resolve, 100));
        text = (await scrape(`${server.url}/metrics`, TOKEN)).text;
      }
      expect(series(text, 'vitrine_collab_sockets_open')).toBe(1);
      expect(series(text, 'vitrine_collab_rooms_loaded')).toBe(1);
      expect(series(text, 'vitrine_collab_update_queue')).toBe(0);
    } finally {
      client.provider.destroy();
    }
  });
});

describe('metrics on a port of their own', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ env: { METRICS_PORT: String(port) } });
  });
  afterAll(() => server.close());

  it('serves them there without a token, and not on the server port', async () => {
    const own = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(own.text).toContain('vitrine_http_requests_total');
    expect((await scrape(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await scrape(`${server.url}/metrics`)).status).toBe(404);
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  it('serves no metrics', async () => {
    const server = await startTestServer();
    try {
      expect((await scrape(`${server.url}/metrics`, TOKEN)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('traces', () => {
  let collector: Server;
  const received: unknown[] = [];
  let endpoint: string;
  beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') received.push(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', () => resolve()));
    endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('sends a span per request to the OTLP endpoint, in the caller’s trace', async () => {
    // The resource is described by the process's own environment, as the exporter's settings are.
    process.env.OTEL_SERVICE_NAME = 'vitrine-test';
    const server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await request(server, 'GET', '/v2/healthcheck', {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    // Closing sends what is batched.
    await server.close();
    const text = JSON.stringify(received);
    expect(text).toContain('"vitrine-test"');
    expect(text).toContain(`"traceId":"${traceId}"`);
    expect(text).toContain('"stringValue":"/v2/healthcheck"');
  });
});
