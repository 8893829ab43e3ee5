import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ROLES,
  SUBJECTS,
  TEAM_ROLES,
  assignableRoles,
  can,
  canAssignRole,
  canRemoveMember,
  defineAbility,
  type Action,
  type Role,
  type Subject,
  type TeamRole,
} from './permissions.ts';

// The expected matrix written out by hand, one letter per action:
// r read, a aggregate, c create, u update, d delete, m manage, i invite ('-' nothing).
const LETTERS: Record<string, Action> = {
  r: 'read',
  a: 'aggregate',
  c: 'create',
  u: 'update',
  d: 'delete',
  m: 'manage',
  i: 'invite',
};
const EVERYTHING = 'racudmi';
// prettier-ignore
const EXPECTED: Record<Role, Record<Subject, string>> = {
  //                 team        project     member      release     billing     asset       dev_tools   feature_flags
  application_user: { team: 'c',       project: '-',       member: '-',    release: '-',    billing: '-',       asset: '-',      dev_tools: '-',       feature_flags: 'r' },
  system_user:      { team: 'c',       project: '-',       member: '-',    release: '-',    billing: '-',       asset: '-',      dev_tools: 'r',       feature_flags: 'r' },
  system_admin:     { team: EVERYTHING, project: EVERYTHING, member: EVERYTHING, release: EVERYTHING, billing: EVERYTHING, asset: EVERYTHING, dev_tools: EVERYTHING, feature_flags: EVERYTHING },
  team_owner:       { team: EVERYTHING, project: EVERYTHING, member: EVERYTHING, release: EVERYTHING, billing: EVERYTHING, asset: EVERYTHING, dev_tools: '-', feature_flags: '-' },
  team_admin:       { team: 'raui',    project: EVERYTHING, member: 'raudi', release: EVERYTHING, billing: 'ra', asset: EVERYTHING, dev_tools: '-', feature_flags: '-' },
  team_editor:      { team: 'ra',      project: 'racu',    member: 'ra',   release: 'racu', billing: 'ra',       asset: 'racud',  dev_tools: '-',       feature_flags: '-' },
  team_member:      { team: 'ra',      project: 'ra',      member: 'ra',   release: 'ra',   billing: 'ra',       asset: 'ra',     dev_tools: '-',       feature_flags: '-' },
};

const expected = (role: Role, action: Action, subject: Subject) =>
  [...EXPECTED[role][subject]].some((letter) => LETTERS[letter] === action);

describe('can: the whole role × action × subject matrix', () => {
  const cells = ROLES.flatMap((role) =>
    SUBJECTS.flatMap((subject) => ACTIONS.map((action) => [role, action, subject] as const)),
  );

  it('covers every cell', () => {
    expect(cells).toHaveLength(7 * 7 * 8);
  });

  it.each(cells)('%s %s %s', (role, action, subject) => {
    expect(can(role, action, subject)).toBe(expected(role, action, subject));
  });

  it('refuses without a role or with an unknown one', () => {
    for (const action of ACTIONS)
      for (const subject of SUBJECTS) {
        expect(can(null, action, subject)).toBe(false);
        expect(can(undefined, action, subject)).toBe(false);
        expect(can('someone' as Role, action, subject)).toBe(false);
      }
  });
});

describe('can with a field', () => {
  const settings = ['isPublic', 'allowedDomains'];

  it.each(ROLES)('project settings fields for %s', (role) => {
    const admin = ['team_owner', 'team_admin', 'system_admin'].includes(role);
    for (const field of settings) {
      expect(can(role, 'update', 'project', field)).toBe(admin);
      // Reading a field only needs read on the subject.
      expect(can(role, 'read', 'project', field)).toBe(expected(role, 'read', 'project'));
    }
  });

  it.each(ROLES)('ordinary project fields for %s follow the action', (role) => {
    for (const field of ['label', 'archivedAt', 'thumbnail'])
      for (const action of ACTIONS)
        expect(can(role, action, 'project', field)).toBe(expected(role, action, 'project'));
  });
});

describe('defineAbility', () => {
  it('joins the system role and the team role', () => {
    const editor = defineAbility({ role: 'application_user' }, { role: 'team_editor' });
    expect(editor.can('create', 'project')).toBe(true);
    expect(editor.can('delete', 'project')).toBe(false);
    expect(editor.can('create', 'team')).toBe(true);
    expect(editor.can('update', 'feature_flags')).toBe(false);
  });

  it('gives a system admin everything in any team', () => {
    const admin = defineAbility({ role: 'system_admin' }, null);
    for (const action of ACTIONS)
      for (const subject of SUBJECTS) expect(admin.can(action, subject)).toBe(true);
  });

  it('gives an outsider only the system grants', () => {
    const outsider = defineAbility({ role: 'application_user' }, null);
    expect(outsider.can('read', 'project')).toBe(false);
    expect(outsider.can('read', 'team')).toBe(false);
    expect(outsider.can('read', 'feature_flags')).toBe(true);
  });

  it('ignores unknown roles', () => {
    const odd = defineAbility({ role: 'root' }, { role: 'team_god' });
    for (const action of ACTIONS)
      for (const subject of SUBJECTS) expect(odd.can(action, subject)).toBe(false);
  });
});

describe('role changes', () => {
  // [actor, current (null = invitation), next, allowed]
  const owner = 'team_owner';
  const admin = 'team_admin';
  const editor = 'team_editor';
  const member = 'team_member';
  const current: Array<TeamRole | null> = [null, ...TEAM_ROLES];
  const cases = (['system_admin', ...TEAM_ROLES, 'application_user'] as Role[]).flatMap((actor) =>
    current.flatMap((from) => TEAM_ROLES.map((to) => [actor, from, to] as const)),
  );
  const allowed = (actor: Role, from: TeamRole | null, to: TeamRole) => {
    if (actor === 'system_admin' || actor === owner) return true;
    if (actor === admin) return to !== owner && from !== owner;
    return false;
  };

  it.each(cases)('%s changes %s to %s', (actor, from, to) => {
    expect(canAssignRole(actor, from, to)).toBe(allowed(actor, from, to));
  });

  it.each([
    [owner, owner, true],
    [owner, member, true],
    ['system_admin', owner, true],
    [admin, owner, false],
    [admin, admin, true],
    [admin, editor, true],
    [admin, member, true],
    [editor, member, false],
    [member, member, false],
    ['application_user', member, false],
  ] as const)('%s removes a %s: %s', (actor, target, result) => {
    expect(canRemoveMember(actor, target)).toBe(result);
  });

  it('lists the roles each actor may hand out', () => {
    expect(assignableRoles(owner)).toEqual([...TEAM_ROLES]);
    expect(assignableRoles('system_admin')).toEqual([...TEAM_ROLES]);
    expect(assignableRoles(admin)).toEqual([admin, editor, member]);
    expect(assignableRoles(editor)).toEqual([]);
    expect(assignableRoles(member)).toEqual([]);
    expect(assignableRoles(null)).toEqual([]);
  });
});
