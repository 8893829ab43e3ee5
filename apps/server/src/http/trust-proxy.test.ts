import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { requestOrigin } from './origin.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

/** What a request from `peer` with forwarding headers looks like to the app under the setting. */
async function seen(setting: TrustProxy, peer: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
  app.get('/', async (request) => ({ ip: request.ip, origin: requestOrigin(request, 'http://fallback') }));
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: {
      host: 'studio.example.com',
      'x-forwarded-for': '203.0.113.1, 198.51.100.2',
      'x-forwarded-host': 'forged.example.com',
      'x-forwarded-proto': 'https',
    },
  });
  await app.close();
  return response.json<{ ip: string; origin: string }>();
}

describe('fastifyTrustProxy', () => {
  it('believes no forwarding header when no proxy is trusted', async () => {
    expect(await seen(false, '10.0.0.5')).toEqual({ ip: '10.0.0.5', origin: 'http://studio.example.com' });
  });

  it('takes the address the trusted hops saw, and their host and protocol', async () => {
    const forwarded = { origin: 'https://forged.example.com' };
    expect(await seen(1, '10.0.0.5')).toEqual({ ip: '198.51.100.2', ...forwarded });
    expect(await seen(2, '10.0.0.5')).toEqual({ ip: '203.0.113.1', ...forwarded });
    expect(await seen(['10.0.0.0/8'], '10.0.0.5')).toEqual({ ip: '198.51.100.2', ...forwarded });
    expect(await seen(['10.0.0.0/8', '198.51.100.0/24'], '10.0.0.5')).toEqual({
      ip: '203.0.113.1',
      ...forwarded,
    });
  });

  it('believes nothing from a peer outside the listed proxies', async () => {
    expect(await seen(['10.0.0.0/8'], '192.0.2.9')).toEqual({
      ip: '192.0.2.9',
      origin: 'http://studio.example.com',
    });
  });
});
