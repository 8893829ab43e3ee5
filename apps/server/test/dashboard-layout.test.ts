// The user's dashboard arrangement (GET, PUT /v2/user/dashboard-layout): the default for a user who
// never moved anything, a saved layout read back, one user's layout invisible to another, and bodies
// refused with a {message} before anything is written.
import { DASHBOARD_LAYOUT_MESSAGES, DASHBOARD_LAYOUT_PROJECTS_MAX } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from './auth-helpers.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';

const PATH = '/v2/user/dashboard-layout';
const DEFAULT = { sections: ['get-started', 'recent-projects', 'quickstart-templates'], projectIds: [] };

describe.each(databaseKinds)('the dashboard layout (GET, PUT /v2/user/dashboard-layout) on %s', (kind) => {
  let server: TestServer;
  let ada: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    ada = await signIn(server, 'layout-ada@example.com');
    bob = await signIn(server, 'layout-bob@example.com');
  });
  afterAll(() => server.close());

  const read = (who: SignedIn) => request(server, 'GET', PATH, { token: who.accessToken });
  const save = (who: SignedIn, body: unknown) =>
    request(server, 'PUT', PATH, { token: who.accessToken, body });

  it('needs a bearer token', async () => {
    expect((await request(server, 'GET', PATH)).status).toBe(401);
    const put = await request(server, 'PUT', PATH, { body: DEFAULT });
    expect(put.status).toBe(401);
    expect(put.body.message).toEqual(expect.any(String));
  });

  it('answers the default layout until the user saves one', async () => {
    const res = await read(ada);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT);
  });

  it("saves the user's layout, replaces it on the next save and keeps it per user", async () => {
    const first = {
      sections: ['quickstart-templates', 'recent-projects', 'get-started'],
      projectIds: ['b', 'a'],
    };
    const saved = await save(ada, first);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(first);
    expect((await read(ada)).body).toEqual(first);

    const second = { sections: ['recent-projects'], projectIds: ['c'] };
    expect((await save(ada, second)).status).toBe(200);
    expect((await read(ada)).body).toEqual(second);
    expect((await read(bob)).body).toEqual(DEFAULT);
  });

  it('refuses a bad body with a 400 {message} and keeps the saved layout', async () => {
    const kept = { sections: ['get-started'], projectIds: ['x'] };
    await save(bob, kept);
    const many = Array.from({ length: DASHBOARD_LAYOUT_PROJECTS_MAX + 1 }, (_, index) => `p${index}`);
    const refusals: Array<[unknown, string]> = [
      [[], DASHBOARD_LAYOUT_MESSAGES.bodyNotObject],
      [{ sections: ['sidebar'], projectIds: [] }, DASHBOARD_LAYOUT_MESSAGES.sectionUnknown],
      [
        { sections: ['get-started', 'get-started'], projectIds: [] },
        DASHBOARD_LAYOUT_MESSAGES.sectionsRepeated,
      ],
      [{ sections: [], projectIds: many }, DASHBOARD_LAYOUT_MESSAGES.projectIdsTooMany],
      [{ sections: [], projectIds: ['a', 'a'] }, DASHBOARD_LAYOUT_MESSAGES.projectIdsRepeated],
      [{ sections: [], projectIds: ['x'.repeat(101)] }, DASHBOARD_LAYOUT_MESSAGES.projectIdInvalid],
    ];
    for (const [body, message] of refusals) {
      const res = await save(bob, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await save(bob, { sections: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(expect.any(String));
    expect((await read(bob)).body).toEqual(kept);
  });

  it('refuses a body over its size limit with a 413 {message}', async () => {
    const res = await request(server, 'PUT', PATH, {
      token: ada.accessToken,
      raw: JSON.stringify({ sections: [], projectIds: ['x'.repeat(20_000)] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });
});
