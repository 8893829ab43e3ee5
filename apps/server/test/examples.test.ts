import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadProject } from '@vitrine/core';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projects, teams } from '../src/db/schema.ts';
import { SYSTEM_TEAM_ID, installTemplates } from '../src/seed/examples.ts';
import { readTemplates, templatesFolder } from '../src/seed/templates.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser } from './users.ts';

const folder = templatesFolder()!;

describe('quickstart template files', () => {
  it('are found in the repository', () => {
    expect(folder).toBeTruthy();
    expect(readdirSync(folder).filter((f) => f.endsWith('.json')).length).toBeGreaterThanOrEqual(3);
  });

  it('load as project documents as they are, with core’s loadProject', () => {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const doc = loadProject(readFileSync(path.join(folder, file), 'utf8'));
      expect(Object.keys(doc.getMap('project').toJSON().pages).length, file).toBeGreaterThan(0);
    }
  });

  it('hold a blank page, a product landing page and a 3D product configurator', () => {
    const templates = readTemplates(folder);
    expect(templates.map((t) => t.label)).toEqual(
      expect.arrayContaining(['Blank page', 'Product landing page', '3D product configurator']),
    );
    const configurator = templates.find((t) => t.label === '3D product configurator')!;
    const project = configurator.createDoc().getMap('project').toJSON();
    const elements = Object.values(project.pages).flatMap((page) =>
      Object.values((page as { elements: Record<string, { elementType: string }> }).elements),
    );
    const types = new Set(elements.map((element) => element.elementType));
    for (const type of ['Canvas', 'mesh', 'OrbitControls', 'TotalPrice']) expect(types).toContain(type);
    expect(Object.keys(project.config.themes.default.colors).length).toBeGreaterThan(0);
  });

  it('refuses a broken template with a message naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'templates-'));
    try {
      const blank = JSON.parse(readFileSync(path.join(folder, 'blank-page.json'), 'utf8'));
      const page = Object.values(blank.pages)[0] as Record<string, unknown>;
      page.deviceType = 'WATCH';
      writeFileSync(path.join(dir, 'broken.json'), JSON.stringify(blank));
      expect(() => readTemplates(dir)).toThrow(/broken\.json.*deviceType/s);
      writeFileSync(path.join(dir, 'broken.json'), JSON.stringify({ ...blank, templateId: 'x' }));
      expect(() => readTemplates(dir)).toThrow('template broken.json: templateId must be a uuid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)('example projects on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server.close());

  it('are installed at start, owned by the system team, public and examples', async () => {
    const [team] = await server.app.db.select().from(teams).where(eq(teams.id, SYSTEM_TEAM_ID));
    expect(team).toMatchObject({ system: true });
    const rows = await server.app.db.select().from(projects).where(eq(projects.teamId, SYSTEM_TEAM_ID));
    expect(rows.length).toBe(readTemplates(folder).length);
    expect(rows.every((row) => row.isExample && row.isPublic)).toBe(true);
  });

  it('install only once, however often the seed runs', async () => {
    expect(await installTemplates(server.app.db, readTemplates(folder))).toEqual([]);
    const rows = await server.app.db.select().from(projects).where(eq(projects.teamId, SYSTEM_TEAM_ID));
    expect(rows.length).toBe(readTemplates(folder).length);
  });

  it('list as cards in file order and open read-only with their document', async () => {
    const user = await createUser(server);
    const res = await request(server, 'GET', '/v2/projects/examples', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { label: string }) => item.label)).toEqual(
      readTemplates(folder).map((t) => t.label),
    );
    for (const item of res.body.items)
      expect(Object.keys(item).sort()).toEqual(['id', 'label', 'thumbnail', 'updatedAt']);

    const configurator = res.body.items.find(
      (item: { label: string }) => item.label === '3D product configurator',
    );
    const detail = await request(server, 'GET', `/v2/projects/${configurator.id}`, { token: user.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      label: '3D product configurator',
      readOnly: true,
      role: null,
      isPublic: true,
    });
    expect(detail.body.currencies).toEqual(['INR', 'USD']);

    // Examples are not community projects, and the system team stays invisible.
    const community = await request(server, 'GET', '/v2/projects/community', { token: user.token });
    expect(community.body.items.some((item: { id: string }) => item.id === configurator.id)).toBe(false);
    expect((await request(server, 'GET', `/v2/teams/${SYSTEM_TEAM_ID}`, { token: user.token })).status).toBe(
      404,
    );
    const edit = await request(server, 'PATCH', `/v2/teams/${SYSTEM_TEAM_ID}/projects/${configurator.id}`, {
      token: user.token,
      body: { label: 'Mine' },
    });
    expect(edit.status).toBe(404);
  });

  it('serve their thumbnails without sign-in', async () => {
    const user = await createUser(server);
    const { items } = (await request(server, 'GET', '/v2/projects/examples', { token: user.token })).body;
    for (const item of items) {
      expect(item.thumbnail).toMatch(/^\/v2\/templates\/[a-z0-9-]+\.svg$/);
      const res = await fetch(server.url + item.thumbnail);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toContain('<svg');
    }
    for (const bad of ['..%2Fpackage.json', 'blank-page.json', 'nope.svg'])
      expect((await fetch(`${server.url}/v2/templates/${bad}`)).status).toBe(404);
  });

  it('let a system admin edit a template', async () => {
    const admin = await createUser(server, { role: 'system_admin' });
    const { items } = (await request(server, 'GET', '/v2/projects/examples', { token: admin.token })).body;
    const res = await request(server, 'GET', `/v2/projects/${items[0].id}`, { token: admin.token });
    expect(res.body.readOnly).toBe(false);
  });
});
