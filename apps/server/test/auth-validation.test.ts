import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';

describe.each(databaseKinds)('sign-in input validation on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  const send = (options: Parameters<typeof request>[3]) =>
    request(server, 'POST', '/v2/auth/login/otp/send', options);
  const login = (options: Parameters<typeof request>[3]) =>
    request(server, 'POST', '/v2/auth/login', options);

  const expectClientError = (res: { status: number; body: { message?: unknown } }, status = 400) => {
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).not.toBe('');
  };

  it("answers an empty e-mail with 'Email is empty'", async () => {
    for (const email of ['', '   ']) {
      const res = await send({ body: { email } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Email is empty');
    }
    expect((await send({ body: {} })).body.message).toBe('Email is empty');
  });

  it('refuses what is not an e-mail address', async () => {
    for (const email of ['nope', 'a@', '@b.io', 'a b@c.io']) {
      const res = await send({ body: { email } });
      expectClientError(res);
      expect(res.body.message).toBe('Email is not a valid e-mail address');
    }
  });

  it('refuses wrong types with 400 and a message', async () => {
    for (const body of [{ email: 5 }, { email: ['a@b.io'] }, { email: null }, [], 'a@b.io', 42]) {
      expectClientError(await send({ body }));
    }
    expect((await send({ body: { email: 5 } })).body.message).toBe('Email must be a string');
    expectClientError(await login({ body: { email: 'a@b.io', otp: 1234 } }));
    expectClientError(await login({ body: { email: 'a@b.io', otp: '12' } }));
    expectClientError(await login({ body: { email: 'a@b.io', otp: 'abcd' } }));
    expectClientError(await login({ body: { email: 'a@b.io' } }));
    expectClientError(await login({ body: { email: 7, otp: '1234' } }));
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    for (const raw of ['{"email":', '{email: "a@b.io"}', 'null x']) {
      expectClientError(await send({ raw, headers: { 'content-type': 'application/json' } }));
      expectClientError(await login({ raw, headers: { 'content-type': 'application/json' } }));
    }
  });

  it('refuses a missing body with 400 and a message', async () => {
    expectClientError(await send({}));
    expectClientError(await login({}));
    expectClientError(await send({ raw: '', headers: { 'content-type': 'application/json' } }));
    expectClientError(await send({ raw: 'null', headers: { 'content-type': 'application/json' } }));
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const raw = JSON.stringify({ email: 'big@example.com', pad: 'x'.repeat(1024 * 1024 + 10) });
    for (const url of ['/v2/auth/login/otp/send', '/v2/auth/login']) {
      const res = await request(server, 'POST', url, {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(res, 413);
    }
  });

  it('refuses other content types with a 4xx and a message', async () => {
    const res = await send({
      raw: 'email=a@b.io',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });

  it('never answers 500 or leaks a stack for odd input', async () => {
    const odd = [
      { raw: '{"email":{"$gt":""}}' },
      { raw: '{"email":"a@b.io","otp":{"$ne":null}}', loginOnly: true },
      { raw: '{"__proto__":{"email":"a@b.io"}}' },
      { raw: '{"constructor":{"prototype":{"email":"a@b.io"}}}' },
    ];
    for (const { raw, loginOnly } of odd) {
      const options = { raw, headers: { 'content-type': 'application/json' } };
      const answers = loginOnly ? [await login(options)] : [await send(options), await login(options)];
      for (const res of answers) {
        expectClientError(res);
        expect(JSON.stringify(res.body)).not.toContain('    at ');
      }
    }
  });
});
