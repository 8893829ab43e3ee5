// The benchmark's Vitrine data: one user owning a team with the projects the scenarios use, and
// a large document built like a real project (pages → elements → props), all in a PGlite DATA_DIR.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import * as Y from 'yjs';
import { createProjectDoc } from '@vitrine/core';
import { startRefreshFamily } from '../../apps/server/src/auth/refresh-tokens.ts';
import { createTokenSigner } from '../../apps/server/src/auth/tokens.ts';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database.ts';
import { projects, teamMembers, teams, users } from '../../apps/server/src/db/schema.ts';
import { saveNewDocument } from '../../apps/server/src/documents/store.ts';

export interface Seeded {
  secret: string;
  token: string;
  projectIds: string[];
  bigProjectId: string;
  bigDocumentBytes: number;
}

/** A project document of about `targetBytes` encoded: one page of elements with props and styles. */
export function buildLargeDocument(targetBytes: number): Uint8Array {
  const doc = createProjectDoc({ label: 'Large project' });
  const page = [...(doc.getMap('project').get('pages') as Y.Map<Y.Map<unknown>>).values()][0]!;
  const elements = page.get('elements') as Y.Map<Y.Map<unknown>>;
  const children = page.get('children') as Y.Array<string>;
  const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(10);
  let made = 0;
  const addElements = (count: number) =>
    doc.transact(() => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++, made++) {
        const id = `element-${made}`;
        const element = new Y.Map<unknown>();
        element.set('id', id);
        element.set('type', 'element');
        element.set('elementType', 'Text');
        element.set('displayName', `Text ${made}`);
        element.set('props', { content: { type: 'static', content: `${filler}${made}` } });
        element.set('styles', { color: { type: 'style', content: { type: 'color', value: '#f97316' } } });
        elements.set(id, element);
        ids.push(id);
      }
      // One push per batch: pushing one by one walks the list each time.
      children.push(ids);
    });
  // Measure one batch, then add what the target needs in one go (re-encoding per batch is quadratic).
  addElements(1000);
  let size = Y.encodeStateAsUpdate(doc).length;
  while (size < targetBytes) {
    addElements(Math.ceil(((targetBytes - size) / size) * made) + 10);
    size = Y.encodeStateAsUpdate(doc).length;
  }
  return Y.encodeStateAsUpdate(doc);
}

/** A database for the benchmark: a fresh PostgreSQL database when one is configured, else PGlite. */
export async function benchDatabase(
  dataDir: string,
): Promise<{ kind: string; env: Record<string, string>; target: DatabaseTarget; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      kind: 'PGlite (embedded, same process)',
      env: { DATA_DIR: dataDir },
      target: { dataDir },
      drop: async () => {},
    };
  }
  const name = `vitrine_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: `PostgreSQL (${url.host})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    target: { url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function seed(target: DatabaseTarget, projectCount: number, bigBytes: number): Promise<Seeded> {
  const handle = await openDatabase(target);
  const db = handle.db;
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', firstName: 'Bench' })
    .returning();
  const [team] = await db.insert(teams).values({ name: 'Bench' }).returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: user!.id, role: 'team_owner' });
  const projectIds: string[] = [];
  const large = buildLargeDocument(bigBytes);
  for (let i = 0; i < projectCount + 1; i++) {
    const [project] = await db
      .insert(projects)
      .values({ teamId: team!.id, label: `Bench ${i}` })
      .returning({ id: projects.id });
    const state =
      i === projectCount ? large : Y.encodeStateAsUpdate(createProjectDoc({ label: `Bench ${i}` }));
    await saveNewDocument(db, project!.id, state);
    projectIds.push(project!.id);
  }
  // An access token names a live session, as a sign-in would start it.
  const { sessionId } = await startRefreshFamily(db, user!.id);
  await handle.close();
  const secret = randomBytes(32).toString('hex');
  const token = await createTokenSigner(secret).sign({ id: user!.id, email: user!.email, sessionId }, 3600);
  const bigProjectId = projectIds.pop()!;
  return { secret, token, projectIds, bigProjectId, bigDocumentBytes: large.length };
}
