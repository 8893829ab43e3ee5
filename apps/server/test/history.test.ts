// Version history: named checkpoints, their compact delta chain, reading one back, restoring (which
// checkpoints the current document first) and automatic checkpoints after editing activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage } from '@vitrine/core';
import { projectCheckpoints } from '../src/db/schema.ts';
import { FULL_EVERY } from '../src/history/checkpoints.ts';
import { eq } from 'drizzle-orm';
import { openProvider, waitFor } from './collab-fixtures.ts';
import { databaseKinds, request, startTestServer, type TestServer } from './harness.ts';
import { createProject, editDocument } from './releases-fixtures.ts';
import { addMember, createUser, type TestUser } from './users.ts';

describe.each(databaseKinds)('version history on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let member: TestUser;
  let projectId: string;

  beforeAll(async () => {
    // One automatic checkpoint per 0.6 s of editing, so the test sees one.
    server = await startTestServer({ database: kind, env: { CHECKPOINT_MINUTES: '0.01' } });
    owner = await createUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
    member = await createUser(server);
    await addMember(server, owner.personalTeamId, member.id, 'team_member');
    projectId = await createProject(server, owner, 'History');
  });
  afterAll(() => server.close());

  const save = (name: unknown, user = owner) =>
    request(server, 'POST', `/v2/projects/${projectId}/checkpoints`, { token: user.token, body: { name } });
  const list = async () =>
    (await request(server, 'GET', `/v2/projects/${projectId}/checkpoints`, { token: owner.token })).body
      .items as Array<{ id: string; name: string | null; kind: string; authors: Array<{ email: string }> }>;
  const rename = (label: string) => editDocument(server, projectId, (project) => project.set('label', label));

  it('saves a named checkpoint and reads its document back after later edits', async () => {
    await rename('First');
    const saved = await save('  Launch copy  ');
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Launch copy', kind: 'named' });
    expect(saved.body.authors).toEqual([
      { id: owner.id, email: owner.email, firstName: 'Ada', lastName: 'Lovelace' },
    ]);
    await rename('Second');
    const read = await request(server, 'GET', `/v2/projects/${projectId}/checkpoints/${saved.body.id}`, {
      token: owner.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.document.label).toBe('First');
    expect(read.body.checkpoint.id).toBe(saved.body.id);
  });

  it('keeps every checkpoint readable along its delta chain, with a full state every so often', async () => {
    const ids: Array<[string, string]> = [];
    for (let index = 0; index < FULL_EVERY + 3; index += 1) {
      const label = `Label ${index}`;
      await rename(label);
      if (index % 5 === 0) await editDocument(server, projectId, (project) => addPage(project.doc!));
      ids.push([(await save(`v${index}`)).body.id as string, label]);
    }
    const rows = await server.app.db
      .select({ full: projectCheckpoints.full })
      .from(projectCheckpoints)
      .where(eq(projectCheckpoints.projectId, projectId));
    expect(rows.filter((row) => row.full).length).toBeGreaterThanOrEqual(2);
    for (const [id, label] of [ids[0]!, ids[FULL_EVERY - 2]!, ids.at(-1)!]) {
      const read = await request(server, 'GET', `/v2/projects/${projectId}/checkpoints/${id}`, {
        token: owner.token,
      });
      expect(read.body.document.label).toBe(label);
    }
  });

  it('restores: the current document is checkpointed first and the old one is answered', async () => {
    const [target] = (await list()).filter((entry) => entry.name === 'Launch copy');
    await rename('Current');
    const res = await request(server, 'POST', `/v2/projects/${projectId}/checkpoints/${target!.id}/restore`, {
      token: owner.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
    expect(res.body.document.label).toBe('First');
    expect(res.body.before).toMatchObject({ kind: 'restore', name: "Before restoring 'Launch copy'" });
    const before = await request(
      server,
      'GET',
      `/v2/projects/${projectId}/checkpoints/${res.body.before.id}`,
      {
        token: owner.token,
      },
    );
    expect(before.body.document.label).toBe('Current');
  });

  it('lets members read the history but not change it, and hides it from others', async () => {
    const outsider = await createUser(server);
    expect(
      (await request(server, 'GET', `/v2/projects/${projectId}/checkpoints`, { token: member.token })).status,
    ).toBe(200);
    expect((await save('Nope', member)).status).toBe(403);
    expect((await save('Nope', outsider)).status).toBe(404);
    expect((await save('')).body.message).toBe('Name is required');
    expect((await save('x'.repeat(121))).status).toBe(400);
    const missing = await request(server, 'GET', `/v2/projects/${projectId}/checkpoints/not-a-uuid`, {
      token: owner.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Checkpoint not found');
  });

  it('takes an automatic checkpoint after editing activity, with the editors as authors', async () => {
    const automatic = async () => (await list()).filter((entry) => entry.kind === 'auto');
    const before = (await automatic()).length;
    const { doc, provider, synced } = openProvider(server.url, projectId, owner.token);
    await waitFor(synced, 'sync');
    doc.getMap('project').set('label', 'Typed live');
    const deadline = Date.now() + 15_000;
    let found = await automatic();
    while (found.length === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await automatic();
    }
    provider.destroy();
    expect(found.length).toBe(before + 1);
    expect(found[0]!.authors.map((author) => author.email)).toEqual([owner.email]);
  });
});
