// Who may do what (SPEC §6): one matrix of role × subject → actions, read by the server to refuse a
// call and by the web app to hide what the user may not do. docs/permissions.md shows the same table;
// a server test keeps the two in step.
import { z } from 'zod';

export const TEAM_ROLES = ['team_owner', 'team_admin', 'team_editor', 'team_member'] as const;
export const SYSTEM_ROLES = ['application_user', 'system_user', 'system_admin'] as const;
export const ROLES = [...SYSTEM_ROLES, ...TEAM_ROLES] as const;

export const ACTIONS = ['read', 'aggregate', 'create', 'update', 'delete', 'manage', 'invite'] as const;
export const SUBJECTS = [
  'team',
  'project',
  'member',
  'release',
  'billing',
  'asset',
  'dev_tools',
  'feature_flags',
] as const;

export const teamRoleSchema = z.enum(TEAM_ROLES);

export type TeamRole = (typeof TEAM_ROLES)[number];
export type SystemRole = (typeof SYSTEM_ROLES)[number];
export type Role = (typeof ROLES)[number];
export type Action = (typeof ACTIONS)[number];
export type Subject = (typeof SUBJECTS)[number];

/** How the dashboard names each team role. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  team_owner: 'Owner',
  team_admin: 'Admin',
  team_editor: 'Editor',
  team_member: 'Member',
};

/** Team roles from the most to the least powerful. */
const TEAM_ROLE_RANK: Record<TeamRole, number> = {
  team_owner: 3,
  team_admin: 2,
  team_editor: 1,
  team_member: 0,
};

const READ: Action[] = ['read', 'aggregate'];
const ALL: Action[] = ['manage'];

type Grants = Partial<Record<Subject, Action[]>>;

/**
 * The matrix. 'manage' means every action on the subject. Team roles apply inside their team; system
 * roles apply everywhere (a system_admin acts as an owner of every team).
 */
export const PERMISSIONS: Record<Role, Grants> = {
  application_user: { team: ['create'], feature_flags: ['read'] },
  system_user: { team: ['create'], feature_flags: ['read'], dev_tools: ['read'] },
  system_admin: {
    team: ALL,
    project: ALL,
    member: ALL,
    release: ALL,
    billing: ALL,
    asset: ALL,
    dev_tools: ALL,
    feature_flags: ALL,
  },
  team_owner: { team: ALL, project: ALL, member: ALL, release: ALL, billing: ALL, asset: ALL },
  team_admin: {
    team: [...READ, 'update', 'invite'],
    project: ALL,
    member: [...READ, 'update', 'delete', 'invite'],
    release: ALL,
    billing: READ,
    asset: ALL,
  },
  team_editor: {
    team: READ,
    project: [...READ, 'create', 'update'],
    member: READ,
    release: [...READ, 'create', 'update'],
    billing: READ,
    asset: [...READ, 'create', 'update', 'delete'],
  },
  team_member: { team: READ, project: READ, member: READ, release: READ, billing: READ, asset: READ },
};

/** Fields of a subject that need more than the plain action: project settings are admin business. */
export const RESTRICTED_FIELDS: Partial<Record<Subject, Partial<Record<string, Role[]>>>> = {
  project: {
    isPublic: ['team_owner', 'team_admin', 'system_admin'],
    allowedDomains: ['team_owner', 'team_admin', 'system_admin'],
  },
};

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do `action` on `subject` (and on its `field`, when one is named). */
export function can(
  role: Role | null | undefined,
  action: Action,
  subject: Subject,
  field?: string,
): boolean {
  if (!role) return false;
  const granted = PERMISSIONS[role]?.[subject];
  if (!granted || !(granted.includes('manage') || granted.includes(action))) return false;
  if (field === undefined || action === 'read' || action === 'aggregate') return true;
  const restricted = RESTRICTED_FIELDS[subject]?.[field];
  return !restricted || restricted.includes(role);
}

export interface Ability {
  can(action: Action, subject: Subject, field?: string): boolean;
}

/**
 * The ability of one user inside one team: what their system role grants everywhere plus what their
 * team role grants there. `teamRole` is null when the user is not a member (or outside any team).
 */
export function defineAbility(
  user: { role: string },
  membership: { role: string } | null | undefined,
): Ability {
  const systemRole = (ROLES as readonly string[]).includes(user.role) ? (user.role as Role) : null;
  const teamRole = membership && isTeamRole(membership.role) ? membership.role : null;
  return {
    can: (action, subject, field) =>
      can(systemRole, action, subject, field) || can(teamRole, action, subject, field),
  };
}

/** The team role whose rights `role` (a team role or system_admin) acts with when managing members. */
function effectiveTeamRole(role: Role | null | undefined): TeamRole | null {
  if (role === 'system_admin') return 'team_owner';
  return isTeamRole(role) ? role : null;
}

/**
 * Whether `actor` may give a member the role `next` (`current` null for an invitation). Owners may
 * set any role; admins may only move people among the roles below owner and never touch an owner.
 * The last-owner rule needs the member count and is checked by the server.
 */
export function canAssignRole(
  actor: Role | null | undefined,
  current: TeamRole | null,
  next: TeamRole,
): boolean {
  const acting = effectiveTeamRole(actor);
  if (!acting || !can(acting, current ? 'update' : 'invite', current ? 'member' : 'team')) return false;
  if (acting === 'team_owner') return true;
  const ceiling = TEAM_ROLE_RANK[acting];
  return TEAM_ROLE_RANK[next] <= ceiling && (current === null || TEAM_ROLE_RANK[current] <= ceiling);
}

/** Whether `actor` may remove a member who holds `target` (leaving one's own team is always allowed). */
export function canRemoveMember(actor: Role | null | undefined, target: TeamRole): boolean {
  const acting = effectiveTeamRole(actor);
  if (!acting || !can(acting, 'delete', 'member')) return false;
  return acting === 'team_owner' || TEAM_ROLE_RANK[target] <= TEAM_ROLE_RANK[acting];
}

/** The roles `actor` may hand out, most powerful first (for role pickers). */
export function assignableRoles(actor: Role | null | undefined): TeamRole[] {
  return TEAM_ROLES.filter((role) => canAssignRole(actor, null, role));
}
