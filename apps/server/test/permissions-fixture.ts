// The team the authorization matrix acts on: one member of each team role, a victim member others act
// on, a project with its document, invitations, a notification, a fork job and a billed subscription.
// Calls that change something get a fresh one each, so one cell never depends on another.
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import * as Y from 'yjs';
import { createProjectDoc, readProject } from '@vitrine/core';
import {
  billingInvoices,
  billingSubscriptions,
  forkJobs,
  notifications,
  personalAccessTokens,
  projects,
  releases,
  teamInvites,
  teamMembers,
  teams,
} from '../src/db/schema.ts';
import { saveNewDocument } from '../src/documents/store.ts';
import { createCheckpoint } from '../src/history/checkpoints.ts';
import { createToken } from '../src/user/personal-access-tokens.ts';
import type { TestServer } from './harness.ts';
import { createUser, type TestUser } from './users.ts';

/** Who calls: the team's four roles, then callers from outside the team, then broken credentials. */
export const CALLERS = [
  'owner',
  'admin',
  'editor',
  'member',
  /** A system_user: a staff account that only reads the developer tools, in no team of the fixture. */
  'readOnly',
  /** The owner of another team (their personal one). */
  'outsider',
  'systemAdmin',
  /** The team owner's personal access token. */
  'pat',
  /** The team owner's access token, past its expiry. */
  'expired',
  'anonymous',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Person = Exclude<Caller, 'pat' | 'expired' | 'anonymous'>;

export interface Fixture {
  teamId: string;
  projectId: string;
  inviteId: string;
  /** A pending invitation addressed to the outsider. */
  outsiderInviteId: string;
  /** A notification of the team owner. */
  ownerNotificationId: string;
  /** An unpaid invoice of the team's Growth subscription. */
  invoiceId: string;
  /** A fork of the project started by the owner. */
  forkId: string;
  /** A personal access token of the owner (not the one the 'pat' caller uses). */
  ownerTokenId: string;
  /** A named checkpoint of the project. */
  checkpointId: string;
  /** The project's page; its unpublished release 0.9.0 has it too. */
  pageId: string;
}

export interface Cast {
  people: Record<Person, TestUser>;
  victim: TestUser;
  /** The credential each caller presents (none for 'anonymous'). */
  tokens: Record<Caller, string | undefined>;
}

export const unique = () => randomBytes(5).toString('hex');

export async function createCast(server: TestServer): Promise<Cast> {
  const people = {} as Record<Person, TestUser>;
  for (const person of [
    'owner',
    'admin',
    'editor',
    'member',
    'readOnly',
    'outsider',
    'systemAdmin',
  ] as const) {
    const role =
      person === 'systemAdmin' ? 'system_admin' : person === 'readOnly' ? 'system_user' : undefined;
    people[person] = await createUser(server, role ? { role } : {});
  }
  const pat = await createToken(server.app.db, people.owner.id, 'matrix');
  const expired = await server.app.tokens.sign(people.owner, -60);
  const tokens = {} as Record<Caller, string | undefined>;
  for (const caller of Object.keys(people) as Person[]) tokens[caller] = people[caller].token;
  tokens.pat = pat.key;
  tokens.expired = expired;
  tokens.anonymous = undefined;
  return { people, victim: await createUser(server), tokens };
}

export async function createFixture(server: TestServer, { people, victim }: Cast): Promise<Fixture> {
  const db = server.app.db;
  const [team] = await db
    .insert(teams)
    .values({ name: `Team ${unique()}` })
    .returning();
  const teamId = team!.id;
  await db.insert(teamMembers).values([
    { teamId, userId: people.owner.id, role: 'team_owner' },
    { teamId, userId: people.admin.id, role: 'team_admin' },
    { teamId, userId: people.editor.id, role: 'team_editor' },
    { teamId, userId: people.member.id, role: 'team_member' },
    { teamId, userId: victim.id, role: 'team_member' },
  ]);
  const [project] = await db.insert(projects).values({ teamId, label: 'Alpha' }).returning();
  const doc = createProjectDoc({ label: 'Alpha' });
  await saveNewDocument(db, project!.id, Y.encodeStateAsUpdate(doc));
  // Unpublished, so nothing is live, yet the release diff and rollback have a version to read.
  const document = readProject(doc);
  await db.insert(releases).values({
    projectId: project!.id,
    // Not 1.0.0: the analytics rule expects that version to be unknown.
    version: '0.9.0',
    description: 'First',
    snapshot: { document, files: {} },
    unpublishedAt: new Date(),
  });
  const [invite, outsiderInvite] = await db
    .insert(teamInvites)
    .values([
      { teamId, email: `pending-${unique()}@example.com`, role: 'team_member' },
      { teamId, email: people.outsider.email, role: 'team_member' },
    ])
    .returning();
  const [note] = await db
    .insert(notifications)
    .values({ userId: people.owner.id, type: 'test', data: {} })
    .returning();
  const [fork] = await db
    .insert(forkJobs)
    .values({
      sourceProjectId: project!.id,
      targetTeamId: people.owner.personalTeamId,
      createdBy: people.owner.id,
    })
    .returning();
  // A user holds a bounded number of keys: the previous fixture's key makes room for this one's.
  await db
    .delete(personalAccessTokens)
    .where(
      and(eq(personalAccessTokens.userId, people.owner.id), like(personalAccessTokens.name, 'fixture %')),
    );
  const ownerToken = await createToken(db, people.owner.id, `fixture ${unique()}`);
  const checkpoint = await createCheckpoint(db, project!.id, { kind: 'named', name: 'First', authorIds: [] });
  const subscriptionId = `sub_${unique()}`;
  const now = new Date();
  await db.insert(billingSubscriptions).values({
    id: subscriptionId,
    teamId,
    provider: 'local',
    itemPriceId: 'Growth-INR-Monthly',
    status: 'active',
    currencyCode: 'INR',
    unitPrice: 299900,
    currentTermStart: now,
    currentTermEnd: new Date(now.getTime() + 30 * 86_400_000),
    resourceVersion: now.getTime(),
  });
  const [invoice] = await db
    .insert(billingInvoices)
    .values({
      id: `INV-${unique()}`,
      teamId,
      provider: 'local',
      subscriptionId,
      status: 'payment_due',
      date: now,
      total: 299900,
      amountPaid: 0,
      amountDue: 299900,
      currencyCode: 'INR',
      resourceVersion: now.getTime(),
    })
    .returning();
  return {
    teamId,
    projectId: project!.id,
    inviteId: invite!.id,
    outsiderInviteId: outsiderInvite!.id,
    ownerNotificationId: note!.id,
    invoiceId: invoice!.id,
    forkId: fork!.id,
    ownerTokenId: ownerToken.id,
    checkpointId: checkpoint!.id,
    pageId: Object.keys(document.pages)[0]!,
  };
}
