// Sign-in with Google through OpenID Connect against a real provider (oidc-provider) started here:
// the providers call, the start of a flow (PKCE, nonce, encrypted state), refusals of forged or
// stale callbacks, and a server without the variables. The whole browser flow is e2e/login-google.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { request, startTestServer, type TestServer } from './harness.ts';
import {
  OIDC_CLIENT,
  authorizeAtProvider,
  freePort,
  startOidcProvider,
  type TestOidcProvider,
} from './oidc-provider.ts';

describe('sign-in with Google (OpenID Connect)', () => {
  let server: TestServer;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    const [studioPort, providerPort] = [await freePort(), await freePort()];
    const studioUrl = `http://127.0.0.1:${studioPort}`;
    provider = await startOidcProvider({ port: providerPort, studioUrl });
    server = await startTestServer({
      env: { ...provider.env, PUBLIC_URL: studioUrl },
      config: { port: studioPort },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('says Google is available and starts a flow at the provider with PKCE and a nonce', async () => {
    expect((await request(server, 'GET', '/v2/auth/providers')).body).toEqual({ email: true, google: true });
    const started = await request(server, 'POST', '/v2/auth/google', { body: {} });
    expect(started.status).toBe(200);
    const url = new URL(started.body.url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: OIDC_CLIENT.id,
      response_type: 'code',
      redirect_uri: `${server.url}/auth/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      state: started.body.state,
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // The state is encrypted: the PKCE verifier inside it is not readable in the URL.
    expect(started.body.state.split('.')).toHaveLength(5);
  });

  /** The whole flow without a browser: start, the provider's login and consent, the callback. */
  async function signInWithGoogle(login: string) {
    const { url } = (await request(server, 'POST', '/v2/auth/google', { body: {} })).body;
    const returned = await authorizeAtProvider(url, login);
    return request(server, 'POST', '/v2/auth/google/callback', { body: returned });
  }

  it("names a new account after the provider's given_name and family_name", async () => {
    const res = await signInWithGoogle('new-ada@example.com');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('x-access-token')).toBeTruthy();
    expect(res.body).toMatchObject({ email: 'new-ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const me = await request(server, 'GET', '/v2/user', { token: res.headers.get('x-access-token')! });
    expect(me.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it("leaves an existing account's names as they are", async () => {
    const unnamed = await signIn(server, 'by-code@example.com');
    expect(unnamed.user.firstName).toBeNull();
    const named = await signIn(server, 'named@example.com');
    await request(server, 'PATCH', '/v2/user', {
      token: named.accessToken,
      body: { firstName: 'Grace', lastName: 'Hopper' },
    });

    const first = await signInWithGoogle('by-code@example.com');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: unnamed.user.id, firstName: null, lastName: null });
    const second = await signInWithGoogle('named@example.com');
    expect(second.body).toMatchObject({ id: named.user.id, firstName: 'Grace', lastName: 'Hopper' });
  });

  it('refuses a callback with a state it did not issue, and a code the provider never gave', async () => {
    const forged = await request(server, 'POST', '/v2/auth/google/callback', {
      body: { code: 'abc', state: 'not-a-state' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The Google sign-in expired or was not started here, please try again');

    const { state } = (await request(server, 'POST', '/v2/auth/google', { body: {} })).body;
    const wrongCode = await request(server, 'POST', '/v2/auth/google/callback', {
      body: { code: 'made-up-code', state, iss: provider.issuer },
    });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.message).toBe('Google did not confirm the sign-in, please try again');
    expect(wrongCode.headers.get('x-access-token')).toBeNull();

    const missing = await request(server, 'POST', '/v2/auth/google/callback', { body: { state } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('answers 404 and reports no Google when the variables are unset', async () => {
    const plain = await startTestServer();
    try {
      expect((await request(plain, 'GET', '/v2/auth/providers')).body).toEqual({
        email: true,
        google: false,
      });
      const started = await request(plain, 'POST', '/v2/auth/google', { body: {} });
      expect(started.status).toBe(404);
      expect(started.body.message).toBe('Sign-in with Google is not set up on this server');
    } finally {
      await plain.close();
    }
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const port = await freePort();
    const offline = await startTestServer({
      env: { OIDC_ISSUER: `http://127.0.0.1:${port}`, GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' },
    });
    try {
      const started = await request(offline, 'POST', '/v2/auth/google', { body: {} });
      expect(started.status).toBe(502);
      expect(started.body.message).toBe('Google sign-in is unavailable right now, please try again later');
    } finally {
      await offline.close();
    }
  });
});
