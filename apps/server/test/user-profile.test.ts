import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { signIn, type SignedIn } from './auth-helpers.ts';

describe.each(databaseKinds)('the signed-in user (GET, PATCH, PUT /v2/user) on %s', (kind) => {
  let server: TestServer;
  let session: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    session = await signIn(server, 'profile@example.com');
  });
  afterAll(() => server.close());

  const me = () => request(server, 'GET', '/v2/user', { token: session.accessToken });
  const edit = (method: 'PATCH' | 'PUT', body: unknown) =>
    request(server, method, '/v2/user', { token: session.accessToken, body });

  it('needs a bearer token', async () => {
    expect((await request(server, 'GET', '/v2/user')).status).toBe(401);
    expect((await request(server, 'GET', '/v2/user', { token: 'garbage' })).status).toBe(401);
    expect((await request(server, 'PATCH', '/v2/user', { body: { firstName: 'X' } })).status).toBe(401);
  });

  it('answers the user with the SPEC fields', async () => {
    const res = await me();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['email', 'firstName', 'id', 'lastName', 'organisation', 'phone', 'profilePicture'].sort(),
    );
    expect(res.body.id).toBe(session.user.id);
  });

  it('updates the profile fields with PATCH and PUT', async () => {
    const patched = await edit('PATCH', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '9876543210',
      organisation: 'Analytical Engines',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '9876543210',
      organisation: 'Analytical Engines',
      email: 'profile@example.com',
    });
    const put = await edit('PUT', { organisation: 'Difference Engines' });
    expect(put.status).toBe(200);
    expect(put.body.organisation).toBe('Difference Engines');
    expect((await me()).body.firstName).toBe('Ada');
  });

  it('leaves empty fields unchanged', async () => {
    await edit('PATCH', { firstName: 'Grace', lastName: 'Hopper', phone: '1234567890' });
    const res = await edit('PATCH', { firstName: '', lastName: '   ', phone: '', organisation: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '1234567890' });
    expect((await edit('PUT', {})).status).toBe(200);
    expect((await me()).body.lastName).toBe('Hopper');
  });

  it('requires exactly 10 digits in the phone', async () => {
    for (const phone of ['987654321', '98765432101', '98765abcde', '+919876543']) {
      const res = await edit('PATCH', { phone });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Phone must be exactly 10 digits');
    }
    expect((await me()).body.phone).toBe('1234567890');
  });

  it('refuses to change the e-mail, but accepts the same one sent back', async () => {
    const res = await edit('PATCH', { email: 'someone-else@example.com', firstName: 'Mallory' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email cannot be changed');
    expect((await me()).body.firstName).toBe('Grace');
    const same = await edit('PUT', { email: 'Profile@Example.com', firstName: 'Grace' });
    expect(same.status).toBe(200);
  });

  it('refuses wrong types, malformed JSON, a non-object body and oversized bodies with a 4xx message', async () => {
    const wrong = [{ firstName: 5 }, { phone: 9876543210 }, { organisation: ['x'] }, { lastName: {} }];
    for (const body of wrong) {
      const res = await edit('PATCH', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/must be a string/);
    }
    expect((await edit('PATCH', 'text')).status).toBe(400);
    expect((await edit('PATCH', [])).status).toBe(400);
    const long = await edit('PATCH', { firstName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    const malformed = await request(server, 'PATCH', '/v2/user', {
      token: session.accessToken,
      raw: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.message).toBe('string');
    const missing = await request(server, 'PATCH', '/v2/user', { token: session.accessToken });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Missing request body');
    const huge = await request(server, 'PUT', '/v2/user', {
      token: session.accessToken,
      raw: JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(typeof huge.body.message).toBe('string');
  });
});
