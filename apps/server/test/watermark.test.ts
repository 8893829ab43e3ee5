// The Vitrine badge of published pages: plans without white-label get it in the corner the release's
// document names (bottom right by default); white-label plans get none. The plan is read when the
// page is served, so an upgrade drops the badge from pages already published.
import type * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { subscribe } from './billing-fixtures.ts';
import { allowDomains, createProject, editDocument, publish } from './releases-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('published watermark on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
  });
  afterAll(() => server.close());

  const released = async (projectId: string) =>
    (await request(server, 'GET', `/p/${projectId}/1.0.0/release.json`)).body.watermark;

  it('shows the badge on a plan without white-label, where the document puts it, and drops it after an upgrade', async () => {
    await subscribe(server, owner, 'Growth-INR-Monthly');
    const plain = await createProject(server, owner, 'Plain');
    await allowDomains(server, owner, plain, ['shop.example.com']);
    expect((await publish(server, owner, plain, 'First')).status).toBe(201);
    expect(await released(plain)).toEqual({ position: 'bottom-right' });

    const cornered = await createProject(server, owner, 'Cornered');
    await allowDomains(server, owner, cornered, ['shop.example.com']);
    await editDocument(server, cornered, (project) => {
      const config = project.get('config') as Y.Map<unknown>;
      (config.get('watermark') as Y.Map<unknown>).set('position', 'top-left');
    });
    expect((await publish(server, owner, cornered, 'First')).status).toBe(201);
    expect(await released(cornered)).toEqual({ position: 'top-left' });
    const page = await fetch(`${server.url}/p/${cornered}/`).then((res) => res.text());
    expect(page).toContain('"watermark":{"position":"top-left"}');

    await subscribe(server, owner, 'Scale-INR-Monthly');
    expect(await released(cornered)).toBeNull();
    expect(await released(plain)).toBeNull();
  });
});
