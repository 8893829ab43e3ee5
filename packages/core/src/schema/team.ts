// A team owning projects, its members and its pending invitations, as the API answers them.
import { z } from 'zod';
import { DateTimeSchema } from './date-time.ts';
import { teamRoleSchema } from '../permissions.ts';

export const TeamSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    personal: z.boolean().describe("The owner's personal team, made at first sign-in; it cannot be deleted"),
    role: teamRoleSchema
      .nullable()
      .describe("The caller's role in the team; null for a system admin who is not a member"),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof TeamSchema>;

export const TeamListSchema = z
  .object({ items: z.array(TeamSchema), total: z.number().int().min(0) })
  .meta({ id: 'TeamList' });
export type TeamList = z.infer<typeof TeamListSchema>;

export const TeamMemberSchema = z
  .object({
    id: z.string().describe("The member's user id (the memberId of the member calls)"),
    userId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profilePicture: z.string().nullable(),
    role: teamRoleSchema,
    joinedAt: DateTimeSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMemberListSchema = z
  .object({ items: z.array(TeamMemberSchema), total: z.number().int().min(0) })
  .meta({ id: 'TeamMemberList' });
export type TeamMemberList = z.infer<typeof TeamMemberListSchema>;

export const TeamInviteSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    email: z.string(),
    role: teamRoleSchema,
    invitedBy: z.string().nullable().describe('The user id of who invited, while that user exists'),
    createdAt: DateTimeSchema,
  })
  .meta({ id: 'TeamInvite' });
export type TeamInvite = z.infer<typeof TeamInviteSchema>;

export const TeamInviteListSchema = z
  .object({ items: z.array(TeamInviteSchema) })
  .meta({ id: 'TeamInviteList' });
export type TeamInviteList = z.infer<typeof TeamInviteListSchema>;
