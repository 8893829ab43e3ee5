import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';

describe.each(databaseKinds)('server basics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  it('answers the healthcheck when the database answers', async () => {
    const res = await request(server, 'GET', '/v2/healthcheck');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(server, 'GET', '/v2/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', statusCode: 404 });
  });

  it('sets security headers', async () => {
    const res = await request(server, 'GET', '/v2/healthcheck');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
