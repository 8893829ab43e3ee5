// The rule of every route the server registers, keyed 'METHOD url' as Fastify knows it. The matrix
// test walks the server's own route table: a route without a rule here fails it, and so does a rule
// for a route that no longer exists. Callers with no or an expired token get 401 on every route behind
// sign-in; the personal access token acts as its owner unless a rule says otherwise.
import type { Fixture, Person } from './permissions-fixture.ts';
import { unique } from './permissions-fixture.ts';
import type { TestUser } from './users.ts';
import { v1AliasOf } from '../src/routes/v1-aliases.ts';

export type Expected = Record<Person, number> & { pat?: number; anonymous?: number };

export interface Case {
  /** Names a case when a route has several. */
  name?: string;
  /** The path (with query) to call; by default the route's own with its params filled from the fixture. */
  url?: (f: Fixture, me: TestUser | undefined) => string;
  query?: (f: Fixture) => string;
  body?: (f: Fixture, me: TestUser | undefined) => unknown;
  /** Changes state: runs on a fresh fixture per caller. */
  mutates?: boolean;
  /** Signs the caller out (one session or all): the caller signs in again for the cells after it. */
  endsSessions?: boolean;
  expected: Expected;
}

/** A route outside the matrix, with the reason. */
export interface Outside {
  outside: string;
}

export type Rule = Case | Case[] | Outside;

/** A team-scoped call: the four roles as given; callers outside the team never learn it exists. */
export const inTeam = (
  owner: number,
  admin: number,
  editor: number,
  member: number,
  systemAdmin = owner,
): Expected => ({ owner, admin, editor, member, readOnly: 404, outsider: 404, systemAdmin });

/** A call every signed-in user may make. */
export const anyone = (status: number): Expected => ({
  owner: status,
  admin: status,
  editor: status,
  member: status,
  readOnly: status,
  outsider: status,
  systemAdmin: status,
});

/** A public call: the same answer for every caller, token or not. */
export const everybody = (status: number): Expected => ({ ...anyone(status), anonymous: status });

/** A week of the fixture project's analytics. */
const analyticsQuery = (f: Fixture) => ({
  projectId: f.projectId,
  from: '2025-01-01',
  to: '2025-01-07',
  timeZone: 'Europe/Paris',
});

const PUBLISHED = { outside: 'a published page: public by design, covered by runtime.test.ts' };
const BILLING_PAGE = { outside: 'a hosted billing page for browsers, covered by billing.test.ts' };

// prettier-ignore
export const RULES: Record<string, Rule> = {
  'GET /v2/healthcheck': { expected: everybody(200) },
  'GET /v2/livez': { expected: everybody(200) },
  'GET /v2/readyz': { expected: everybody(200) },
  'POST /v2/auth/login/otp/send': { body: () => ({}), expected: everybody(400) },
  'POST /v2/auth/login': { body: () => ({}), expected: everybody(400) },
  'POST /v2/auth/token/refresh': { expected: everybody(401) },
  'POST /v2/auth/logout': { endsSessions: true, expected: everybody(200) },
  'POST /v2/auth/logout/all': { endsSessions: true, expected: { ...anyone(200), pat: 403 } },
  'GET /v2/auth/providers': { expected: everybody(200) },
  'GET /v2/client-config': { expected: everybody(200) },
  'POST /v2/auth/google': { body: () => ({}), expected: everybody(404) },
  'POST /v2/auth/google/callback': { body: () => ({}), expected: everybody(400) },
  'GET /v2/user': { expected: anyone(200) },
  'PATCH /v2/user': { body: () => ({ firstName: 'Ada' }), expected: anyone(200) },
  'PUT /v2/user': { body: () => ({ lastName: 'Lovelace' }), expected: anyone(200) },
  'GET /v2/user/personal-access-tokens': { expected: anyone(200) },
  'POST /v2/user/personal-access-tokens': { body: () => ({ name: `key ${unique()}` }), expected: { ...anyone(201), pat: 403 } },
  'DELETE /v2/user/personal-access-tokens/:id': { mutates: true, expected: { ...anyone(404), owner: 200, pat: 403 } },
  'GET /v2/user/dashboard-layout': { expected: anyone(200) },
  'PUT /v2/user/dashboard-layout': { body: () => ({ sections: ['recent-projects'], projectIds: [] }), expected: anyone(200) },
  'POST /v2/teams': { body: () => ({ name: 'New' }), expected: anyone(201) },
  'GET /v2/teams': { query: () => 'page=1&limit=50', expected: anyone(200) },
  'GET /v2/teams/:id': { expected: inTeam(200, 200, 200, 200) },
  'PATCH /v2/teams/:id': { body: () => ({ name: 'Renamed' }), mutates: true, expected: inTeam(200, 200, 403, 403) },
  'DELETE /v2/teams/:id': { mutates: true, expected: inTeam(204, 403, 403, 403) },
  'GET /v2/teams/:id/members': { expected: inTeam(200, 200, 200, 200) },
  'GET /v2/teams/:id/members/:memberId': { expected: inTeam(200, 200, 200, 200) },
  'PATCH /v2/teams/:id/members/:memberId': { body: () => ({ role: 'team_editor' }), mutates: true, expected: inTeam(200, 200, 403, 403) },
  'DELETE /v2/teams/:id/members/:memberId': [
    { name: 'someone else', mutates: true, expected: inTeam(204, 204, 403, 403) },
    { name: 'leave', url: (f, me) => `/v2/teams/${f.teamId}/members/${me?.id ?? f.teamId}`, mutates: true, expected: { ...inTeam(409, 204, 204, 204), systemAdmin: 404 } },
  ],
  'POST /v2/teams/:id/invite': { body: () => ({ email: `new-${unique()}@example.com`, role: 'team_member' }), mutates: true, expected: inTeam(201, 201, 403, 403) },
  'GET /v2/teams/:id/invites': { expected: inTeam(200, 200, 403, 403) },
  'DELETE /v2/teams/:id/invites/:inviteId': { mutates: true, expected: inTeam(204, 204, 403, 403) },
  'POST /v2/teams/:id/invites/:inviteId/accept': { url: (f) => `/v2/teams/${f.teamId}/invites/${f.outsiderInviteId}/accept`, mutates: true, expected: { ...inTeam(404, 404, 404, 404), outsider: 200 } },
  'POST /v2/teams/:id/projects': { body: () => ({ label: 'P' }), mutates: true, expected: inTeam(201, 201, 201, 403) },
  'GET /v2/teams/:id/projects': { query: () => 'search=a&sort=label&order=asc', expected: inTeam(200, 200, 200, 200) },
  'GET /v2/teams/:id/projects/archive': { expected: inTeam(200, 200, 200, 200) },
  'GET /v2/teams/:id/projects/:projectId': { expected: inTeam(200, 200, 200, 200) },
  'PATCH /v2/teams/:id/projects/:projectId': [
    { name: 'label', body: () => ({ label: 'Renamed' }), mutates: true, expected: inTeam(200, 200, 200, 403) },
    { name: 'isPublic, allowedDomains', body: () => ({ isPublic: true, allowedDomains: ['example.com'] }), mutates: true, expected: inTeam(200, 200, 403, 403) },
  ],
  'PUT /v2/teams/:id/projects/:projectId/archive': { mutates: true, expected: inTeam(200, 200, 200, 403) },
  'PUT /v2/teams/:id/projects/:projectId/restore': { mutates: true, expected: inTeam(200, 200, 200, 403) },
  'GET /v2/projects/:id': { expected: inTeam(200, 200, 200, 200) },
  'GET /v2/users/:id/projects': [
    { name: 'self', query: () => 'all=true&limit=8', expected: anyone(200) },
    { name: 'someone else', url: (f) => `/v2/users/${f.teamId}/projects`, expected: anyone(404) },
  ],
  'GET /v1/user/projects': { query: () => 'limit=8', expected: anyone(200) },
  'GET /v1/user/teams/projects': { query: () => 'limit=8', expected: anyone(200) },
  'GET /v2/projects/examples': { expected: anyone(200) },
  'GET /v2/projects/community': { expected: anyone(200) },
  'GET /v2/templates/:file': { url: () => '/v2/templates/no-such-template.svg', expected: everybody(404) },
  'GET /v2/currencies': { expected: anyone(200) },
  'GET /v2/feature-flags/definition': { expected: anyone(200) },
  'PUT /v2/feature-flags/definition': { body: () => ({ definition: { newBuilder: { enabled: true } } }), mutates: true, expected: { ...anyone(403), systemAdmin: 200 } },
  'POST /v2/feedback': { body: () => ({ message: 'Nice', page: '/' }), expected: anyone(201) },
  'GET /v2/notifications': { expected: anyone(200) },
  'POST /v2/notifications/:id/read': { mutates: true, expected: { ...anyone(404), owner: 200 } },
  'GET /v2/projects/:id/collab/join': { expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/assets/upload': { expected: inTeam(400, 400, 400, 403) },
  'POST /v2/projects/:id/assets/:assetId/reupload': { expected: inTeam(400, 400, 400, 403) },
  'DELETE /v2/projects/:id/deleteAssets': { body: () => ({ ids: [] }), expected: inTeam(200, 200, 200, 403) },
  'GET /v2/projects/:id/metrics': { expected: inTeam(200, 200, 200, 200) },
  'GET /v2/projects/:id/releases': { expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/releases': { body: () => ({ description: 'First' }), mutates: true, expected: inTeam(400, 400, 400, 403) },
  'PUT /v2/projects/:id/releases': { mutates: true, expected: inTeam(404, 404, 404, 403) },
  // Public (published pages send it): the fixture's project has no release, so everyone gets the same 404.
  'POST /v2/analytics/logs': { body: (f) => ({ projectId: f.projectId, version: '1.0.0', events: [{ type: 'page_view', pageId: 'a' }] }), expected: everybody(404) },
  'POST /v2/analytics/stats': { body: (f) => analyticsQuery(f), expected: inTeam(200, 200, 200, 200) },
  'POST /v2/analytics/trends': { body: (f) => ({ ...analyticsQuery(f), interval: 'day' }), expected: inTeam(200, 200, 200, 200) },
  'POST /v2/analytics/journey': { body: (f) => ({ ...analyticsQuery(f), steps: ['page:a', 'cart'] }), expected: inTeam(200, 200, 200, 200) },
  'POST /v2/analytics/reports': { body: (f) => analyticsQuery(f), expected: inTeam(200, 200, 200, 200) },
  'POST /v2/analytics/reports/insights': { body: (f) => analyticsQuery(f), expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/fork': { body: (f, me) => ({ targetTeamId: me?.personalTeamId ?? f.teamId }), expected: inTeam(201, 201, 201, 201) },
  'GET /v2/projects/:id/forks/:forkId': { expected: inTeam(200, 404, 404, 404) },
  'POST /v2/projects/:id/thumbnail': { expected: inTeam(400, 400, 400, 403) },
  'PUT /v2/projects/:id/thumbnail': { expected: inTeam(400, 400, 400, 403) },
  'GET /v2/billing/plans': { expected: anyone(200) },
  'GET /v2/billing/item-prices': { query: () => 'currencyCode=INR', expected: anyone(200) },
  'GET /v2/billing/subscriptions': { query: (f) => `teamId=${f.teamId}`, expected: inTeam(200, 200, 200, 200) },
  'GET /v2/billing/entitlements': { query: (f) => `teamId=${f.teamId}`, expected: inTeam(200, 200, 200, 200) },
  'GET /v2/billing/invoices': { query: (f) => `teamId=${f.teamId}`, expected: inTeam(200, 200, 200, 200) },
  'GET /v2/billing/invoices/pay': { query: (f) => `teamId=${f.teamId}&invoiceId=${f.invoiceId}`, expected: inTeam(200, 403, 403, 403) },
  'GET /v2/billing/invoices/:id/download': { query: (f) => `teamId=${f.teamId}`, expected: inTeam(200, 200, 200, 200) },
  'POST /v2/billing/checkout': { body: (f) => ({ teamId: f.teamId, itemPriceId: 'Scale-INR-Monthly' }), expected: inTeam(201, 403, 403, 403) },
  'POST /v2/billing/subscriptions/change': { body: (f) => ({ teamId: f.teamId, itemPriceId: 'Starter-INR-Monthly' }), mutates: true, expected: inTeam(200, 403, 403, 403) },
  'POST /v2/billing/subscriptions/cancel': { body: (f) => ({ teamId: f.teamId }), mutates: true, expected: inTeam(200, 403, 403, 403) },
  'GET /v2/projects/:id/subscriptions': { expected: inTeam(200, 200, 200, 200) },
  'GET /v2/projects/:id/subscriptions/entitlements': { expected: inTeam(200, 200, 200, 200) },
  'GET /v2/projects/:id/checkpoints': { expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/checkpoints': { body: () => ({ name: 'Saved' }), mutates: true, expected: inTeam(201, 201, 201, 403) },
  'GET /v2/projects/:id/checkpoints/:checkpointId': { expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/checkpoints/:checkpointId/restore': { mutates: true, expected: inTeam(201, 201, 201, 403) },
  'GET /v2/projects/:id/releases/compare': { query: () => 'from=0.9.0&to=draft', expected: inTeam(200, 200, 200, 200) },
  'GET /v2/projects/:id/releases/compare/pages/:pageId': { query: () => 'from=0.9.0&to=draft', expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/releases/:version/rollback': { url: (f) => `/v2/projects/${f.projectId}/releases/0.9.0/rollback`, body: () => ({}), mutates: true, expected: inTeam(400, 400, 400, 403) },
  'GET /v2/projects/:id/budget': { expected: inTeam(200, 200, 200, 200) },
  'POST /v2/projects/:id/assets/:assetId/compress': { body: () => ({}), expected: inTeam(404, 404, 404, 403) },
  'POST /v2/webhooks/chargebee/subscriptions': { body: () => ({}), expected: everybody(401) },
  'GET /projects/:id/ws': { outside: 'the collaboration socket: its own token check, covered by collab.test.ts' },
  'GET /files/*': { outside: 'stored files at unguessable immutable names, covered by assets.test.ts' },
  'GET /p/:projectId': PUBLISHED,
  'GET /p/:projectId/': PUBLISHED,
  'GET /p/:projectId/embed.js': PUBLISHED,
  'GET /p/:projectId/:segment': PUBLISHED,
  'GET /p/:projectId/:version/': PUBLISHED,
  'GET /p/:projectId/:version/:slug': PUBLISHED,
  'GET /p/:projectId/:version/release.json': PUBLISHED,
  'GET /p/:projectId/:version/files/*': PUBLISHED,
  'GET /p/:projectId/robots.txt': PUBLISHED,
  'GET /p/:projectId/sitemap.xml': PUBLISHED,
  'GET /robots.txt': { outside: "the studio's robots.txt, public by design, covered by http-delivery.test.ts" },
  'GET /billing/return': BILLING_PAGE,
  'GET /billing/checkout/:id': BILLING_PAGE,
  'POST /billing/checkout/:id': BILLING_PAGE,
  'GET /billing/invoices/:id/pdf': { outside: 'an invoice PDF behind a signed, expiring link, covered by billing.test.ts' },
};

/** A path (with query) moved to its /v1 alias. */
const toV1 = (url: string) => {
  const [path = '', query] = url.split('?');
  return `${v1AliasOf(path) ?? path}${query === undefined ? '' : `?${query}`}`;
};

// Every /v2 route with an older /v1 alias (docs/api-v1.md) is checked under both paths alike.
for (const [key, rule] of Object.entries(RULES)) {
  const [method, path = ''] = key.split(' ');
  const alias = v1AliasOf(path);
  if (!alias || 'outside' in rule) continue;
  const cases = (Array.isArray(rule) ? rule : [rule]).map((one) => {
    const url = one.url;
    return url ? { ...one, url: (f: Fixture, me: TestUser | undefined) => toV1(url(f, me)) } : one;
  });
  RULES[`${method} ${alias}`] = Array.isArray(rule) ? cases : cases[0]!;
}

/** Routes of the studio itself and of the API description: no data behind them. */
export const isInfrastructure = (url: string) =>
  url.startsWith('/v2/docs') ||
  url === '/' ||
  url.startsWith('/preview') ||
  url === '/*' ||
  url.startsWith('/assets/');

/** The route's own path with its params taken from the fixture. */
export function fillPath(url: string, f: Fixture, me: TestUser | undefined, victim: TestUser): string {
  const ids: Record<string, string> = {
    'teams/:id': f.teamId,
    'projects/:id': f.projectId,
    'users/:id': me?.id ?? victim.id,
    'notifications/:id': f.ownerNotificationId,
    'invoices/:id': f.invoiceId,
    'personal-access-tokens/:id': f.ownerTokenId,
    'projects/:projectId': f.projectId,
    'members/:memberId': victim.id,
    'invites/:inviteId': f.inviteId,
    'forks/:forkId': f.forkId,
    'checkpoints/:checkpointId': f.checkpointId,
    'releases/:version': '0.9.0',
    'pages/:pageId': f.pageId,
    'assets/:assetId': '00000000-0000-4000-8000-000000000000',
    'templates/:file': 'no-such-template.svg',
  };
  return url.replace(/([a-z-]+)\/(:[a-zA-Z]+)/g, (whole, segment: string, param: string) => {
    const id = ids[`${segment}/${param}`];
    if (!id) throw new Error(`The matrix has no value for ${param} in ${url}: add one to fillPath`);
    return `${segment}/${id}`;
  });
}
