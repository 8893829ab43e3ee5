// Texts of the teams screens, in one place.
import { isTeamRole, TEAM_ROLE_LABELS } from '@vitrine/core';

export const TEAM_TEXTS = {
  teamsTitle: 'Teams',
  teamsDescription: 'Teams you are a member of.',
  noTeams: 'No teams yet',
  personal: 'Personal',
  createTeam: 'Create team',
  createTeamTitle: 'Create a team',
  createTeamDescription: 'Invite people to work on projects together. You will be its owner.',
  teamName: 'Team name',
  teamCreated: (name: string) => `Team ${name} created`,
  cancel: 'Cancel',
  views: {
    overview: 'Overview',
    projects: 'Projects',
    archive: 'Archive',
    members: 'Members',
    settings: 'Settings',
  },
  projectsTitle: 'Projects',
  archiveTitle: 'Archived projects',
  archiveDescription: 'Archived projects are read-only until they are restored.',
  noTeamProjects: 'No projects in this team yet',
  noSearchResults: (search: string) => `No projects match “${search}”`,
  noArchivedProjects: 'No archived projects',
  searchPlaceholder: 'Search projects',
  searchLabel: 'Search projects',
  sortLabel: 'Sort projects',
  sorts: { updatedAt: 'Last updated', label: 'Name', createdAt: 'Newest' },
  viewAll: 'View all',
  projectCount: (count: number) => (count === 1 ? '1 project' : `${count} projects`),
  memberCount: (count: number) => (count === 1 ? '1 member' : `${count} members`),
  archivedCount: (count: number) => (count === 1 ? '1 archived' : `${count} archived`),
  yourRole: 'Your role',
  membersTitle: 'Members',
  inviteTitle: 'Invite a member',
  inviteDescription: 'They receive an e-mail and join the team when they sign in.',
  email: 'Email',
  emailPlaceholder: 'name@company.com',
  role: 'Role',
  invite: 'Send invite',
  invited: (email: string) => `Invitation sent to ${email}`,
  pendingInvites: 'Pending invitations',
  revoke: 'Revoke',
  revoked: 'Invitation revoked',
  you: 'You',
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  remove: 'Remove',
  removeTitle: 'Remove member',
  removeText: (name: string) => `${name} will lose access to the team and its projects.`,
  removed: (name: string) => `${name} was removed from the team`,
  leave: 'Leave team',
  leaveTitle: 'Leave team',
  leaveText: (team: string) => `You will lose access to ${team} and its projects.`,
  left: (team: string) => `You left ${team}`,
  soleOwnerCannotLeave: 'You are the only owner. Make another member an owner to leave this team.',
  memberTitle: 'Member',
  joined: 'Joined',
  backToMembers: 'All members',
  settingsTitle: 'Settings',
  renameTitle: 'Team name',
  renameDescription: 'The name everyone in the team sees.',
  save: 'Save',
  renamed: 'Team name updated !',
  deleteTitle: 'Delete team',
  deleteDescription: 'Deletes the team and every project in it. This cannot be undone.',
  deleteConfirmText: (team: string) => `Delete ${team} and all of its projects? This cannot be undone.`,
  deleteButton: 'Delete team',
  deleted: (team: string) => `Team ${team} deleted`,
  personalCannotBeDeleted: 'Your personal team cannot be deleted.',
  readOnly: 'You can view this team. Ask an owner or admin for more rights.',
} as const;

/** How the screens name a team role ('Owner', 'Admin'...). */
export const roleLabel = (role: string | null | undefined): string =>
  isTeamRole(role) ? TEAM_ROLE_LABELS[role] : role ? role : 'Administrator';

/** A member's display name: first and last name, else the e-mail. */
export const memberName = (member: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/** '/teams/:teamId/members/:memberId/:method': the member's page with one step already open. */
export const MEMBER_METHODS = ['remove'] as const;
export type MemberMethod = (typeof MEMBER_METHODS)[number];
export const isMemberMethod = (value: string | undefined): value is MemberMethod =>
  (MEMBER_METHODS as readonly string[]).includes(value ?? '');
