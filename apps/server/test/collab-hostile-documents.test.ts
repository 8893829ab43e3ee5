// Whatever a raw Yjs client writes through the collaboration socket, every read path of the
// project answers without a server error and reads a valid document: no NUL character or unpaired
// surrogate, valid element trees. Hostile edits (hostile-edits.ts) are written by a Y.Doc synced
// through a real socket, then the project is read, checkpointed, restored, published, compared,
// forked, budgeted and opened on its published page over HTTP. The same reads also hold for
// documents stored before the server repaired client updates: edits appended to the update log as
// they were written.
import fc from 'fast-check';
import {
  PROJECT_ROOT,
  ProjectDocumentSchema,
  findTreeProblems,
  insertElement,
  pagesMap,
  type Page,
  type YMap,
} from '@vitrine/core';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectUpdates, releases } from '../src/db/schema.ts';
import { readDocumentState } from '../src/documents/store.ts';
import { UNLIMITED_PLAN, subscribe } from './billing-fixtures.ts';
import { openProvider, waitFor } from './collab-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { applyHostileEdit, hostileEdit, type HostileEdit } from './hostile-edits.ts';
import { allowDomains, createProject } from './releases-fixtures.ts';
import { createUser, type TestUser } from './users.ts';

// JSON.stringify writes a NUL and an unpaired surrogate as escapes; HTML pages carry them raw.
const HOSTILE_JSON = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const HOSTILE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const edits = fc.array(fc.array(hostileEdit, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 });

/** A read document: no hostile text anywhere, every tree valid, the schema's shape. */
function expectValidDocument(document: { pages?: Record<string, Page> }, what: string) {
  expect(JSON.stringify(document), what).not.toMatch(HOSTILE_JSON);
  for (const page of Object.values(document.pages ?? {})) expect(findTreeProblems(page), what).toEqual([]);
  if (Object.keys(document.pages ?? {}).length > 0) {
    expect(ProjectDocumentSchema.safeParse(document).error, what).toBeUndefined();
  }
}

/** The elements every run starts from: a box with two children and a second root box. */
function seedElements(doc: Y.Doc) {
  const pageId = [...pagesMap(doc).keys()][0]!;
  doc.transact(() => {
    const box = insertElement(doc, { pageId, parentId: null, elementType: 'Box' });
    insertElement(doc, { pageId, parentId: box, elementType: 'Text' });
    insertElement(doc, { pageId, parentId: box, elementType: 'Image' });
    insertElement(doc, { pageId, parentId: null, elementType: 'Box' });
  });
}

describe.each(databaseKinds)('hostile documents on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    owner = await createUser(server);
    await subscribe(server, owner, UNLIMITED_PLAN);
  });
  afterAll(() => server.close());

  const call = async (method: string, url: string, body?: unknown) => {
    const res = await request(server, method, url, { token: owner.token, body });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBeLessThan(500);
    return res;
  };

  /** Every read path of the project, each answering below 500 with a valid document. */
  async function readEverything(projectId: string, updates: HostileEdit[][]) {
    const project = await call('GET', `/v2/projects/${projectId}`);
    expect(project.status).toBe(200);
    expectValidDocument(project.body, 'GET project');
    // Only an edit of the pages map itself takes every page away.
    const pagesGone = updates
      .flat()
      .some(
        (edit) =>
          (edit.kind === 'delete' && edit.key === 'pages') ||
          (edit.kind === 'key' && edit.in === 'root' && edit.key === 'pages'),
      );
    if (!pagesGone) expect(Object.keys(project.body.pages).length).toBeGreaterThan(0);

    const saved = await call('POST', `/v2/projects/${projectId}/checkpoints`, { name: 'Hostile' });
    expect(saved.status).toBe(201);
    const checkpoint = await call('GET', `/v2/projects/${projectId}/checkpoints/${saved.body.id}`);
    expect(checkpoint.status).toBe(200);
    expectValidDocument(checkpoint.body.document, 'checkpoint');
    const restored = await call('POST', `/v2/projects/${projectId}/checkpoints/${saved.body.id}/restore`);
    expect(restored.status).toBe(201);
    expectValidDocument(restored.body.document, 'restore');

    const published = await call('POST', `/v2/projects/${projectId}/releases`, { description: 'Hostile' });
    const hasPages = Object.keys(project.body.pages ?? {}).length > 0;
    expect(published.status).toBe(hasPages ? 201 : 409);
    if (published.status === 201) {
      const version = published.body.version as string;
      const [row] = await server.app.db.select().from(releases).where(eq(releases.id, published.body.id));
      expectValidDocument(
        (row!.snapshot as { document: { pages: Record<string, Page> } }).document,
        'release',
      );
      const json = await call('GET', `/p/${projectId}/${version}/release.json`);
      expect(json.status).toBe(200);
      expectValidDocument(json.body.document, 'release.json');
      const page = await fetch(`${server.url}/p/${projectId}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toMatch(HOSTILE_TEXT);
      const compared = await call(
        'GET',
        `/v2/projects/${projectId}/releases/compare?from=${version}&to=draft`,
      );
      expect(compared.status).toBe(200);
    }

    const budget = await call('GET', `/v2/projects/${projectId}/budget`);
    expect(budget.status).toBe(200);

    const fork = await call('POST', `/v2/projects/${projectId}/fork`, { targetTeamId: owner.personalTeamId });
    expect(fork.status).toBe(201);
    let job = fork;
    while (job.body.status === 'pending') {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = await call('GET', `/v2/projects/${projectId}/forks/${fork.body.id}`);
    }
    expect(job.body.status).toBe('completed');
    const forked = await call('GET', `/v2/projects/${job.body.targetProjectId}`);
    expect(forked.status).toBe(200);
    expectValidDocument(forked.body, 'fork');
  }

  async function newProject() {
    const projectId = await createProject(server, owner, 'Hostile');
    await allowDomains(server, owner, projectId, ['shop.example.com']);
    return projectId;
  }

  /** Resolves once the server's document holds everything the client's does. */
  async function serverHas(projectId: string, doc: Y.Doc) {
    const wanted = Y.decodeStateVector(Y.encodeStateVector(doc));
    for (const started = Date.now(); ;) {
      const state = await readDocumentState(server.app.db, projectId);
      const has = Y.decodeStateVector(Y.encodeStateVectorFromUpdate(state!));
      if ([...wanted].every(([client, clock]) => (has.get(client) ?? 0) >= clock)) return;
      if (Date.now() - started > 15_000) throw new Error('The server never received the edits');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('reads, checkpoints, publishes and forks whatever a client writes through the socket', async () => {
    await fc.assert(
      fc.asyncProperty(edits, async (updates: HostileEdit[][]) => {
        const projectId = await newProject();
        const { doc, provider, synced } = openProvider(server.url, projectId, owner.token);
        try {
          await waitFor(synced, 'the client to sync');
          seedElements(doc);
          for (const update of updates) {
            doc.transact(() => {
              for (const edit of update) applyHostileEdit(doc.getMap(PROJECT_ROOT) as YMap, edit);
            });
          }
          await serverHas(projectId, doc);
          // What the server stores and sends on is repaired already.
          const stored = new Y.Doc();
          Y.applyUpdate(stored, (await readDocumentState(server.app.db, projectId))!);
          expect(() => JSON.stringify(stored.getMap(PROJECT_ROOT).toJSON())).not.toThrow();
          expect(JSON.stringify(stored.getMap(PROJECT_ROOT).toJSON())).not.toMatch(HOSTILE_JSON);
          stored.destroy();
        } finally {
          provider.destroy();
        }
        await readEverything(projectId, updates);
      }),
      { numRuns: 20 },
    );
  }, 180_000);

  it('reads documents stored before client updates were repaired (log rows as written)', async () => {
    await fc.assert(
      fc.asyncProperty(edits, async (updates: HostileEdit[][]) => {
        const projectId = await newProject();
        const doc = new Y.Doc();
        Y.applyUpdate(doc, (await readDocumentState(server.app.db, projectId))!);
        seedElements(doc);
        const append = async (before: Uint8Array) =>
          server.app.db
            .insert(projectUpdates)
            .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
        await append(new Uint8Array([0]));
        for (const update of updates) {
          const before = Y.encodeStateVector(doc);
          doc.transact(() => {
            for (const edit of update) applyHostileEdit(doc.getMap(PROJECT_ROOT) as YMap, edit);
          });
          await append(before);
        }
        await readEverything(projectId, updates);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
