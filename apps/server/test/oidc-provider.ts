// A real OpenID Connect provider for the Google sign-in tests (the oidc-provider package, with its
// development login and consent pages): any login is accepted and becomes the account's e-mail; logins
// starting with "unverified" have no verified e-mail. Issuer and studio URL are fixed before either starts,
// on ports reserved here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'vitrine-test-client', secret: 'vitrine-test-secret-0123456789' } as const;

/** A port free right now (the listener is closed again at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TestOidcProvider {
  issuer: string;
  /** The environment that points the studio at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  port: number;
  studioUrl: string;
}): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${options.studioUrl}/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // As Google does: the ID token itself carries the e-mail.
    conformIdTokenClaims: false,
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: id.replace(/^unverified-/, ''),
        email_verified: !id.startsWith('unverified'),
        given_name: 'Ada',
        family_name: 'Lovelace',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['vitrine-test-cookie-key'] },
  });
  const server: Server = provider.listen(options.port);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, GOOGLE_CLIENT_ID: OIDC_CLIENT.id, GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider's development login and consent pages without a browser, as `login`,
 * from the authorization URL the studio gave: answers the code, state and issuer the provider sends
 * back to the studio's callback page.
 */
export async function authorizeAtProvider(
  authorizationUrl: string,
  login: string,
): Promise<{ code: string; state: string; iss: string }> {
  const cookies = new Map<string, string>();
  const call = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    await res.arrayBuffer();
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider answered ${res.status} at ${url} without a redirect`);
    return new URL(location, url).href;
  };
  // Authorization → login page → resume → consent page → resume → back to the studio.
  let next = await call(authorizationUrl);
  next = await call(await call(next, { prompt: 'login', login, password: 'any password' }));
  next = await call(await call(next, { prompt: 'consent' }));
  const returned = new URL(next);
  const [code, state, iss] = ['code', 'state', 'iss'].map((name) => returned.searchParams.get(name));
  if (!code || !state || !iss) throw new Error(`The provider sent no code back: ${next}`);
  return { code, state, iss };
}
