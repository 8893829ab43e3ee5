// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  actingRole,
  mayChangeRole,
  mayRemove,
  roleChoices,
  rosterOf,
  teamPermissions,
} from './team-permissions.ts';

describe('team permissions', () => {
  it('reads a missing team role as the system admin the API only shows such teams to', () => {
    expect(actingRole({ role: null })).toBe('system_admin');
    expect(actingRole({ role: 'team_editor' })).toBe('team_editor');
    expect(actingRole({ role: 'nonsense' })).toBeNull();
  });

  it('lets members only read, editors edit projects, admins invite, owners delete the team', () => {
    expect(teamPermissions('team_member')).toEqual({
      createProject: false,
      editProject: false,
      invite: false,
      renameTeam: false,
      deleteTeam: false,
    });
    expect(teamPermissions('team_editor')).toMatchObject({
      createProject: true,
      editProject: true,
      invite: false,
    });
    expect(teamPermissions('team_admin')).toMatchObject({
      invite: true,
      renameTeam: true,
      deleteTeam: false,
    });
    expect(teamPermissions('team_owner')).toMatchObject({ invite: true, renameTeam: true, deleteTeam: true });
    expect(teamPermissions(null).createProject).toBe(false);
  });

  it('offers only the roles the caller may give', () => {
    expect(roleChoices('team_owner', null)).toEqual([
      'team_owner',
      'team_admin',
      'team_editor',
      'team_member',
    ]);
    expect(roleChoices('team_admin', null)).toEqual(['team_admin', 'team_editor', 'team_member']);
    expect(roleChoices('team_editor', null)).toEqual([]);
    expect(mayChangeRole('team_admin', 'team_owner')).toBe(false);
    expect(mayChangeRole('team_admin', 'team_editor')).toBe(true);
    expect(mayChangeRole('team_member', 'team_editor')).toBe(false);
  });

  it('lets anyone leave, and only owners and admins remove others below them', () => {
    const roster = { members: 3, owners: 2 };
    expect(mayRemove('team_member', { role: 'team_member' }, true, roster)).toBe(true);
    expect(mayRemove('team_member', { role: 'team_member' }, false, roster)).toBe(false);
    expect(mayRemove('team_admin', { role: 'team_owner' }, false, roster)).toBe(false);
    expect(mayRemove('team_admin', { role: 'team_editor' }, false, roster)).toBe(true);
    expect(mayRemove('team_owner', { role: 'team_owner' }, false, roster)).toBe(true);
    expect(mayRemove('team_owner', { role: 'team_owner' }, true, roster)).toBe(true);
  });

  it('does not offer the only owner to leave', () => {
    const roster = rosterOf([{ role: 'team_owner' }, { role: 'team_editor' }]);
    expect(roster).toEqual({ members: 2, owners: 1 });
    expect(mayRemove('team_owner', { role: 'team_owner' }, true, roster)).toBe(false);
    expect(mayRemove('team_editor', { role: 'team_editor' }, true, roster)).toBe(true);
  });
});
