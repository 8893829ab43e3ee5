// Property-based fuzzing of every /v2 route from its own schemas: params filled from a real team (so
// requests reach the handlers) or fuzzed, bodies and queries derived from the zod schemas and mixed
// with hostile values. Whatever comes in, no answer is a 5xx, every error is a {message}, and a
// refused request (4xx) leaves every row as it was. Runs per route are bounded (FUZZ_RUNS).
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiRoute } from '../src/http/openapi.ts';
import type { RegisteredRoute } from '../src/http/route-table.ts';
import {
  anyJson,
  encodeSegment,
  fuzzed,
  HOSTILE_STRINGS,
  jsonSchemaOf,
  toQuery,
} from './fuzz-arbitraries.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createCast, createFixture, type Cast } from './permissions-fixture.ts';
import { fillPath } from './permissions-rules.ts';
import { signInAgain } from './users.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

/** Tables a refused request may write by design: failed sign-in attempts are counted. */
const WRITTEN_ON_REFUSAL = new Set(['one_time_codes', 'refresh_token_families', 'refresh_tokens']);

/** One digest per table of every row, to tell whether a request changed anything. */
async function fingerprint(server: TestServer): Promise<Map<string, string>> {
  const db = server.app.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const names = tables.rows.map((row) => row.table_name).filter((name) => !WRITTEN_ON_REFUSAL.has(name));
  const union = names
    .map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${name}" x`,
    )
    .join(' union all ');
  const digests = (await db.execute(sql.raw(union))) as unknown as { rows: Array<{ t: string; d: string }> };
  return new Map(digests.rows.map((row) => [row.t, row.d]));
}

interface FuzzRequest {
  path: string;
  query: string | undefined;
  body: { json: unknown } | { raw: string; type: string } | undefined;
}

function requestsFor(
  route: RegisteredRoute,
  path: (fuzzedParams: unknown) => string,
): fc.Arbitrary<FuzzRequest> {
  const params = jsonSchemaOf(route.schema.params);
  const query = jsonSchemaOf(route.schema.querystring);
  const body = jsonSchemaOf(route.schema.body);
  const paramsArb = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: params ? fuzzed(params) : fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)) },
  );
  const bodyArb: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
    { weight: 6, arbitrary: (body ? fuzzed(body) : anyJson).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { raw: '{"broken": ', type: 'application/json' },
        { raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
        { raw: '<xml/>', type: 'text/xml' },
        { raw: '[]'.padStart(2_000_000, '['), type: 'application/json' },
      ),
    },
  );
  return fc
    .record({
      params: paramsArb,
      query: query ? fc.option(fuzzed(query).map(toQuery)) : fc.option(anyJson.map(toQuery)),
      body: route.method === 'GET' ? fc.constant(undefined) : bodyArb,
    })
    .map(({ params: fuzzedParams, query: q, body: b }) => ({
      path: path(fuzzedParams),
      query: q ?? undefined,
      body: b,
    }));
}

describe.each(databaseKinds)('fuzzing every /v2 route on %s', (kind) => {
  let server: TestServer;
  let cast: Cast;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  it('answers every request below 500, with a {message} on errors, and writes nothing when it refuses', async () => {
    const routes = server.app.routeTable.filter((route) => isApiRoute(route.url) && !route.url.includes('*'));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      // Each route gets its own team and session: a DELETE that succeeds must not starve the next
      // route, nor a sign-out sign it out.
      const f = await createFixture(server, cast);
      const owner = { ...cast.people.owner, ...(await signInAgain(server, cast.people.owner)) };
      const path = (fuzzedParams: unknown) => {
        if (fuzzedParams === undefined) return fillPath(route.url, f, owner, cast.victim);
        const values = typeof fuzzedParams === 'object' && fuzzedParams ? fuzzedParams : {};
        return route.url.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
          const value = (values as Record<string, unknown>)[name] ?? fuzzedParams;
          return encodeSegment(typeof value === 'string' ? value : JSON.stringify(value));
        });
      };
      await fc.assert(
        fc.asyncProperty(requestsFor(route, path), async (one) => {
          const before = await fingerprint(server);
          const url = one.query ? `${one.path}?${one.query}` : one.path;
          const res =
            one.body && 'raw' in one.body
              ? await request(server, route.method, url, {
                  token: owner.token,
                  raw: one.body.raw,
                  headers: { 'content-type': one.body.type },
                })
              : await request(server, route.method, url, { token: owner.token, body: one.body?.json });
          const where = `${route.method} ${url.slice(0, 300)} → ${res.status} ${String(JSON.stringify(res.body)).slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body?.message, where).toBe('string');
            const after = await fingerprint(server);
            const changed = [...after]
              .filter(([table, digest]) => before.get(table) !== digest)
              .map(([t]) => t);
            expect(changed, `${where} changed rows`).toEqual([]);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(({} as Record<string, unknown>).polluted, 'no prototype was polluted').toBeUndefined();
  }, 600_000);
});
