// The client address every per-address limit counts under, with and without TRUST_PROXY: a client
// talking to the server directly cannot pick its own address with X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/auth/rate-limits.ts';
import { request, startTestServer, type TestServer } from './harness.ts';

const { max } = SIGN_IN_LIMITS.otpSendPerIp;

/** Asks for a code for a new e-mail each time, so that only the per-address limit can refuse it. */
function codeSender(server: TestServer) {
  let sent = 0;
  return (forwardedFor?: string) =>
    request(server, 'POST', '/v2/auth/login/otp/send', {
      body: { email: `visitor${++sent}@example.com` },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
}

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('counts every request under the connection’s address, whatever X-Forwarded-For says', async () => {
    const send = codeSender(server);
    for (let i = 0; i < max; i++) expect((await send(`203.0.113.${i}`)).status).toBe(200);
    const refused = await send('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests/);
    expect((await send()).status).toBe(429);
  });
});

describe.each(['1', '127.0.0.1'])('with TRUST_PROXY=%s', (trustProxy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(() => server.close());

  it('counts each forwarded address on its own, under the address the proxy added', async () => {
    const send = codeSender(server);
    for (let i = 0; i < max; i++) expect((await send('198.51.100.7')).status).toBe(200);
    expect((await send('198.51.100.7')).status).toBe(429);
    // What the client wrote itself comes before the proxy's entry and changes nothing.
    expect((await send('203.0.113.50, 198.51.100.7')).status).toBe(429);
    expect((await send('198.51.100.8')).status).toBe(200);
    expect((await send('198.51.100.7, 198.51.100.9')).status).toBe(200);
  });
});
