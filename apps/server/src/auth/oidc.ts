// Sign-in with Google through generic OpenID Connect (authorization code + PKCE): the provider's
// configuration is discovered from OIDC_ISSUER once, the flow's secrets travel in the `state`
// parameter encrypted with the server's key (no session store, any server process can finish a
// flow another one started), and the code is exchanged server-side with the client secret.
import { createHash } from 'node:crypto';
import { PROFILE_TEXT_MAX } from '@vitrine/core';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type * as client from 'openid-client';

/** The OpenID client library, loaded with the first sign-in rather than with the server. */
const openid = () => import('openid-client');
import type { Config } from '../config.ts';

/** How long a started sign-in may take at the provider. */
const FLOW_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';

export interface OidcIdentity {
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export class OidcError extends Error {
  constructor(
    readonly reason: 'state' | 'exchange' | 'unreachable',
    cause?: unknown,
  ) {
    super(`OpenID Connect sign-in failed: ${reason}`, { cause });
  }
}

interface FlowSecrets {
  verifier: string;
  nonce: string;
}

export interface OidcClient {
  /** The provider's authorization URL and the opaque state the browser keeps to match the return. */
  start(): Promise<{ url: string; state: string }>;
  /** Exchanges the code the provider returned for a verified identity. */
  finish(response: { code: string; state: string; iss?: string }): Promise<OidcIdentity>;
}

export function createOidcClient(
  config: NonNullable<Config['oidc']>,
  publicUrl: string,
  secret: string,
): OidcClient {
  const redirectUri = `${publicUrl}/auth/google/callback`;
  const key = createHash('sha256').update(`${secret}:oidc-state`).digest();
  let discovered: Promise<client.Configuration> | null = null;

  const configuration = () => {
    const issuer = new URL(config.issuer);
    discovered ??= openid()
      .then((lib) =>
        lib.discovery(issuer, config.clientId, undefined, lib.ClientSecretPost(config.clientSecret), {
          // Plain http only for a provider on this machine (development and tests).
          execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [lib.allowInsecureRequests] : [],
        }),
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new OidcError('unreachable', error);
      });
    return discovered;
  };

  return {
    async start() {
      const provider = await configuration();
      const lib = await openid();
      const secrets: FlowSecrets = { verifier: lib.randomPKCECodeVerifier(), nonce: lib.randomNonce() };
      const state = await new EncryptJWT({ ...secrets })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_SECONDS}s`)
        .encrypt(key);
      const url = lib.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await lib.calculatePKCECodeChallenge(secrets.verifier),
        code_challenge_method: 'S256',
        nonce: secrets.nonce,
        state,
      });
      return { url: url.href, state };
    },

    async finish({ code, state, iss }) {
      let secrets: FlowSecrets;
      try {
        const { payload } = await jwtDecrypt(state, key);
        if (typeof payload.verifier !== 'string' || typeof payload.nonce !== 'string')
          throw new Error('shape');
        secrets = { verifier: payload.verifier, nonce: payload.nonce };
      } catch (error) {
        throw new OidcError('state', error);
      }
      const provider = await configuration();
      const lib = await openid();
      const returned = new URL(redirectUri);
      returned.searchParams.set('code', code);
      returned.searchParams.set('state', state);
      if (iss) returned.searchParams.set('iss', iss);
      let claims: client.IDToken | undefined;
      try {
        const tokens = await lib.authorizationCodeGrant(provider, returned, {
          pkceCodeVerifier: secrets.verifier,
          expectedNonce: secrets.nonce,
          expectedState: state,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new OidcError('exchange', error);
      }
      if (!claims || typeof claims.email !== 'string') throw new OidcError('exchange');
      return {
        email: claims.email.trim().toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: nameClaim(claims.given_name),
        lastName: nameClaim(claims.family_name),
      };
    },
  };
}

/** A name claim as the profile keeps it: trimmed text within the profile's length limit, or none. */
export function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.trim().slice(0, PROFILE_TEXT_MAX) || null;
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
