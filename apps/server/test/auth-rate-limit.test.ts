import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/auth/rate-limits.ts';
import { oneTimeCodes } from '../src/db/schema.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';

describe.each(databaseKinds)('sign-in rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  it('limits code mails per e-mail even when the resend cooldown has passed', async () => {
    const email = 'flood@example.com';
    const send = () => request(server, 'POST', '/v2/auth/login/otp/send', { body: { email } });
    for (let i = 0; i < SIGN_IN_LIMITS.otpSendPerEmail.max; i++) {
      expect((await send()).status).toBe(200);
      await server.app.db
        .update(oneTimeCodes)
        .set({ sentAt: new Date(Date.now() - 31_000) })
        .where(eq(oneTimeCodes.email, email));
    }
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests, please try again in \d+ seconds?$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await request(server, 'POST', '/v2/auth/login/otp/send', {
      body: { email: 'calm@example.com' },
    });
    expect(other.status).toBe(200);
  });

  it('limits login attempts per e-mail', async () => {
    const email = 'guesser@example.com';
    let last = { status: 0, body: { message: '' } };
    for (let i = 0; i <= SIGN_IN_LIMITS.loginPerEmail.max; i++) {
      last = await request(server, 'POST', '/v2/auth/login', { body: { email, otp: '0000' } });
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many requests/);
  });
});
