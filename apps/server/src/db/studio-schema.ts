// The studio's tables (DESIGN.md "The project document"): what lists, sign-in and permissions need.
// The project document itself lives in project_updates + project_snapshots (with its
// project_snapshot_chunks). Import tables from schema.ts, which also holds analytics'.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary column for Yjs updates and snapshots. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  organisation: text('organisation'),
  profilePicture: text('profile_picture'),
  /** application_user or system_admin (SPEC §6 system roles). */
  role: text('role').notNull().default('application_user'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const refreshTokenFamilies = pgTable('refresh_token_families', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Hash of the one refresh token of this family that may still be used. */
  currentTokenHash: text('current_token_hash').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Last characters of the key, shown masked in lists. */
    keyHint: text('key_hint').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pat_user_idx').on(t.userId)],
);

/** How a user arranged the dashboard (SPEC §2 drag and drop): its sections and the Recent Projects cards. */
export const dashboardLayouts = pgTable('dashboard_layouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Section names in the user's order (DASHBOARD_SECTIONS of @vitrine/core). */
  sections: jsonb('sections').$type<string[]>().notNull(),
  /** Project ids in the user's order; ones not shown any more are simply skipped. */
  projectIds: jsonb('project_ids').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The team made for a user at first sign-in. */
  personal: boolean('personal').notNull().default(false),
  /** The team that owns the quickstart templates. */
  system: boolean('system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invites_email_idx').on(t.email)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    thumbnail: text('thumbnail'),
    isPublic: boolean('is_public').notNull().default(false),
    isExample: boolean('is_example').notNull().default(false),
    allowedDomains: jsonb('allowed_domains')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_team_idx').on(t.teamId)],
);

/** Append-only log of Yjs updates per project (group-committed). */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_updates_project_idx').on(t.projectId, t.id)],
);

/**
 * Compacted document state: every update with id <= lastUpdateId is folded in. The state itself is
 * in project_snapshot_chunks (documents/snapshots.ts); the state vector is kept beside it so a
 * loaded room can start a sync without parsing the state.
 */
export const projectSnapshots = pgTable('project_snapshots', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  lastUpdateId: bigint('last_update_id', { mode: 'number' }).notNull(),
  /** Y.encodeStateVector of the state; null for snapshots stored before it was kept. */
  stateVector: bytea('state_vector'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A snapshot's encoded state in slices of at most 1 MB, in `seq` order: both drivers read many
 * slices several times faster than one large bytea value (20 MB: about 4 s as one value on PGlite).
 */
export const projectSnapshotChunks = pgTable(
  'project_snapshot_chunks',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.seq] })],
);

export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    description: text('description').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('releases_project_version_idx').on(t.projectId, t.version)],
);

export const forkJobs = pgTable('fork_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  sourceProjectId: uuid('source_project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  targetTeamId: uuid('target_team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pending'),
  targetProjectId: uuid('target_project_id'),
  error: text('error'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Files behind project assets (the asset tree itself is in the document). */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /**
     * Set when the library deleted the asset or a re-upload replaced these bytes: the purge removes
     * the row and its bytes once nothing refers to them any more (assets/purge-files.ts).
     */
    deleteRequestedAt: timestamp('delete_requested_at', { withTimezone: true }),
  },
  (t) => [index('files_project_idx').on(t.projectId)],
);

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  page: text('page'),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId)],
);

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  definition: jsonb('definition').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Billing mirror (docs/billing.md): the provider's subscriptions and invoices as the provider last
 * described them, one customer per team. The local provider writes them itself; with Chargebee the
 * webhook and the checkout return keep them current. `resourceVersion` orders the writes, so an
 * older description never replaces a newer one.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    itemPriceId: text('item_price_id').notNull(),
    /** Chargebee's statuses: future, in_trial, active, non_renewing, paused, cancelled. */
    status: text('status').notNull(),
    currencyCode: text('currency_code').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull().default(0),
    currentTermStart: timestamp('current_term_start', { withTimezone: true }),
    currentTermEnd: timestamp('current_term_end', { withTimezone: true }),
    /** A lower plan that replaces this one at the term end. */
    scheduledItemPriceId: text('scheduled_item_price_id'),
    hasScheduledChanges: boolean('has_scheduled_changes').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    resourceVersion: bigint('resource_version', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_subscriptions_team_idx').on(t.teamId)],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subscriptionId: text('subscription_id'),
    /** Chargebee's statuses: paid, posted, payment_due, not_paid, voided, pending. */
    status: text('status').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Amounts in minor units. */
    total: bigint('total', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** What was billed: [{ description, itemPriceId, amount, dateFrom, dateTo }]. */
    lineItems: jsonb('line_items')
      .$type<InvoiceLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resourceVersion: bigint('resource_version', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_invoices_team_idx').on(t.teamId, t.date)],
);

export interface InvoiceLine {
  description: string;
  itemPriceId: string | null;
  amount: number;
  dateFrom: number | null;
  dateTo: number | null;
}

/** Webhook events already applied, by the provider's event id: a replay changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local provider's hosted pages: a checkout for one item price, or the payment of one invoice. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    /** Random and unguessable: the page's URL is its only credential. */
    id: text('id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemPriceId: text('item_price_id'),
    invoiceId: text('invoice_id'),
    quantity: integer('quantity').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** open, succeeded or expired. */
    status: text('status').notNull().default('open'),
    /** The studio path the buyer goes back to once paid (null: the account's Billings tab). */
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_checkouts_team_idx').on(t.teamId)],
);

/**
 * Checkpoints of a project document (version history, docs/collaboration.md "Checkpoints"). A row
 * holds a deflated Yjs update: the whole state when `full`, otherwise only what changed since the
 * previous checkpoint's state vector. Reading one merges the chain back to the last full row.
 */
export const projectCheckpoints = pgTable(
  'project_checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'named' (saved by someone), 'auto' (editing activity), 'restore' (taken before a restore). */
    kind: text('kind').notNull(),
    name: text('name'),
    /** Who edited since the previous checkpoint (auto) or who saved it (named, restore). */
    authorIds: jsonb('author_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    full: boolean('full').notNull(),
    update: bytea('update').notNull(),
    stateVector: bytea('state_vector').notNull(),
    /** Bytes of the document state this checkpoint stands for (before deflating). */
    documentBytes: integer('document_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_checkpoints_project_idx').on(t.projectId, t.createdAt)],
);
