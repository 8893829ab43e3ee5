// Errors the server did not expect reach a Sentry-compatible service when SENTRY_DSN is set: here a
// local envelope receiver. A refused request (4xx) is not an error of the server and is not sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvelopeReceiver, type EnvelopeReceiver } from './envelope-receiver.ts';
import { request, startTestServer, type TestServer } from './harness.ts';
import { createUser } from './users.ts';

describe('error reporting', () => {
  let server: TestServer;
  let receiver: EnvelopeReceiver;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    server = await startTestServer({ env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'test' } });
  });
  afterAll(async () => {
    // The database was closed under the server on purpose: closing it again may fail.
    await server?.close().catch(() => undefined);
    await receiver?.close();
  });

  it('tells the web app where to report, and reports a 500 with its route but without the request', async () => {
    const config = await request(server, 'GET', '/v2/client-config');
    expect(config.body).toEqual({ errorReporting: { dsn: receiver.dsn, environment: 'test' } });
    // The sandboxed preview frame (an opaque origin) reads it too.
    expect(config.headers.get('access-control-allow-origin')).toBe('*');

    const user = await createUser(server);
    expect(
      (await request(server, 'POST', '/v2/teams', { token: user.token, body: { name: '' } })).status,
    ).toBe(400);

    // The database goes away under a running server: the next signed-in call fails unexpectedly.
    await server.app.database.close();
    const failed = await request(server, 'GET', '/v2/teams', { token: user.token });
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe('Something went wrong !');

    const event = await receiver.waitFor((candidate) => candidate.platform === 'node');
    expect(event.environment).toBe('test');
    expect(event.tags).toMatchObject({ method: 'GET', route: '/v2/teams' });
    expect(JSON.stringify(event.raw)).not.toContain(user.token);
    // Only the unexpected error was sent, not the refused request.
    expect(receiver.events).toHaveLength(1);
  });
});
