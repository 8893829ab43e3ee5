import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEVICE_SIZES, loadProject } from '@vitrine/core';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projects, teams } from '../src/db/schema.ts';
import { SYSTEM_TEAM_ID, installTemplates } from '../src/seed/examples.ts';
import { readTemplates, templatesFolder } from '../src/seed/templates.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createUser } from './users.ts';

const folder = templatesFolder()!;

interface TemplateElement {
  id: string;
  elementType: string;
  parent: string | null;
  props: Record<string, { content?: unknown }>;
}

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

  it('frame the whole lamp of the 3D configurator, lit by one environment, at every device size', () => {
    const file = readdirSync(folder).find((f) => f.startsWith('3d-product-configurator'))!;
    const template = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {
      pages: Record<string, { elements: Record<string, TemplateElement> }>;
    };
    const elements = Object.values(Object.values(template.pages)[0]!.elements);
    const prop = (element: TemplateElement, name: string) => element.props[name]?.content;
    const of = (type: string) => elements.filter((element) => element.elementType === type);
    const [canvas] = of('Canvas');
    const [stage] = of('Stage');
    // Two environments would race to light the scene (the Stage's own would be 'city').
    expect(prop(stage!, 'environment')).toBe('none');
    expect(of('Environment')).toHaveLength(1);
    // The camera stays where the template puts it: a fitted camera leaves no margin.
    expect(prop(stage!, 'adjustCamera')).toBe(false);

    // The lamp's outline: rims of its cylinders, points of its spheres, centred as the Stage does.
    const points: [number, number, number][] = [];
    for (const mesh of of('mesh')) {
      const [x, y, z] = prop(mesh, 'position') as number[];
      const geometry = elements.find(
        (element) => element.parent === mesh.id && /Geometry$/.test(element.elementType),
      )!;
      const ring = (at: number, radius: number) => {
        for (let i = 0; i < 32; i++) {
          const angle = (i / 32) * 2 * Math.PI;
          points.push([x! + radius * Math.cos(angle), at, z! + radius * Math.sin(angle)]);
        }
      };
      if (geometry.elementType === 'cylinderGeometry') {
        const height = prop(geometry, 'height') as number;
        ring(y! - height / 2, prop(geometry, 'radiusBottom') as number);
        ring(y! + height / 2, prop(geometry, 'radiusTop') as number);
      } else {
        expect(geometry.elementType).toBe('sphereGeometry');
        const radius = prop(geometry, 'radius') as number;
        for (let j = 0; j <= 16; j++)
          ring(y! + radius * Math.cos((j / 16) * Math.PI), radius * Math.sin((j / 16) * Math.PI));
      }
    }
    const centre = [0, 1, 2].map((axis) => {
      const values = points.map((point) => point[axis]!);
      return (Math.min(...values) + Math.max(...values)) / 2;
    });
    const lamp = points.map((point) => point.map((value, axis) => value - centre[axis]!));

    // A camera at the Canvas's position looking at the centre (the orbit controls' target).
    const eye = prop(canvas!, 'cameraPosition') as number[];
    const fov = ((prop(canvas!, 'fov') as number) * Math.PI) / 180;
    const norm = (v: number[]) => v.map((value) => value / Math.hypot(...v));
    const cross = (a: number[], b: number[]) => [
      a[1]! * b[2]! - a[2]! * b[1]!,
      a[2]! * b[0]! - a[0]! * b[2]!,
      a[0]! * b[1]! - a[1]! * b[0]!,
    ];
    const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
    const forward = norm(eye.map((value) => -value));
    const right = norm(cross(forward, [0, 1, 0]));
    const up = cross(right, forward);
    // The options panel (360 px) stands beside the scene from 720 px on, below it on narrower screens.
    for (const [device, size] of Object.entries(DEVICE_SIZES)) {
      const width = size.width >= 720 ? size.width - 360 : size.width;
      const aspect = width / size.height;
      let most = 0;
      for (const point of lamp) {
        const v = point.map((value, axis) => value - eye[axis]!);
        const depth = dot(v, forward);
        const ndcY = dot(v, up) / depth / Math.tan(fov / 2);
        const ndcX = dot(v, right) / depth / Math.tan(fov / 2) / aspect;
        most = Math.max(most, Math.abs(ndcX), Math.abs(ndcY));
      }
      // Inside the view with a margin of at least a tenth of its half-size on every side.
      expect(most, device).toBeLessThan(0.9);
    }
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
