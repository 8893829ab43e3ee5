// The authorization matrix, generated from the routes the server actually registered: every route ×
// every caller (the four team roles, a read-only staff account, another team's owner, a system admin,
// a personal access token, an expired token and no token). Rules live in permissions-rules.ts; a
// route without one fails here, so no endpoint ships without a decision on who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import {
  CALLERS,
  createCast,
  createFixture,
  type Caller,
  type Cast,
  type Fixture,
  type Person,
} from './permissions-fixture.ts';
import { RULES, fillPath, isInfrastructure, type Case } from './permissions-rules.ts';
import { signInAgain } from './users.ts';

/** The routes the matrix can name before any server starts (it.each needs its rows up front). */
const ROUTE_KEYS = Object.keys(RULES);

interface Cell {
  key: string;
  rule: Case;
  caller: Caller;
}

function cellsOf(key: string): Cell[] {
  const rule = RULES[key]!;
  if ('outside' in rule) return [];
  return (Array.isArray(rule) ? rule : [rule]).flatMap((one) =>
    CALLERS.map((caller) => ({ key, rule: one, caller })),
  );
}

const CELLS = ROUTE_KEYS.flatMap(cellsOf).map(
  (cell) => [`${cell.key}${cell.rule.name ? ` (${cell.rule.name})` : ''}`, cell.caller, cell] as const,
);

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let server: TestServer;
  let cast: Cast;
  let shared: Fixture;
  const signedIn = new Map<string, boolean>();

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    cast = await createCast(server);
    shared = await createFixture(server, cast);
    for (const route of server.app.routeTable) signedIn.set(`${route.method} ${route.url}`, route.signedIn);
  });
  afterAll(() => server.close());

  it('has a rule for every registered route, and no rule for a route that is gone', () => {
    const registered = server.app.routeTable
      .filter((route) => !isInfrastructure(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      registered.filter((key) => !(key in RULES)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      ROUTE_KEYS.filter((key) => !registered.includes(key)),
      'rules without a route',
    ).toEqual([]);
  });

  it('puts every /v2 route that holds data behind sign-in unless its rule says it is public', () => {
    for (const key of ROUTE_KEYS) {
      const rule = RULES[key]!;
      if ('outside' in rule) continue;
      const isPublic = (Array.isArray(rule) ? rule : [rule]).every(
        (one) => one.expected.anonymous !== undefined,
      );
      expect(signedIn.get(key), key).toBe(!isPublic);
    }
  });

  function expectedStatus(cell: Cell): number {
    const { expected } = cell.rule;
    if (cell.caller === 'anonymous' || cell.caller === 'expired') {
      return signedIn.get(cell.key) ? 401 : (expected.anonymous ?? expected.owner);
    }
    if (cell.caller === 'pat') return expected.pat ?? expected.owner;
    return expected[cell.caller as Person];
  }

  it.each(CELLS)('%s as %s', async (_name, _caller, cell) => {
    const f = cell.rule.mutates ? await createFixture(server, cast) : shared;
    const person: Person | undefined =
      cell.caller === 'anonymous'
        ? undefined
        : cell.caller === 'pat' || cell.caller === 'expired'
          ? 'owner'
          : cell.caller;
    const me = person ? cast.people[person] : undefined;
    const [method, route] = cell.key.split(' ') as [string, string];
    const path = cell.rule.url?.(f, me) ?? fillPath(route, f, me, cast.victim);
    const query = cell.rule.query?.(f);
    const res = await request(server, method, query ? `${path}?${query}` : path, {
      token: cast.tokens[cell.caller],
      body: cell.rule.body?.(f, me),
    });
    if (cell.rule.endsSessions && me && cell.caller === person) {
      const session = await signInAgain(server, me);
      Object.assign(me, session);
      cast.tokens[cell.caller] = session.token;
    }
    const status = expectedStatus(cell);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body?.message ?? 'no error', 'every error is a {message}').toEqual(expect.any(String));
    if (status === 404 && path.includes(f.teamId) && !cell.key.includes('invites/:inviteId/accept')) {
      // A hidden team answers like a missing one: no hint that it exists.
      expect(res.body.message).toMatch(/not found/i);
    }
  });
});
