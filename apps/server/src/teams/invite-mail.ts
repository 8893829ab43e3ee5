// The invitation mail: every text of it in one place.
import { TEAM_ROLE_LABELS, type TeamRole } from '@vitrine/core';
import type { Mail } from '../mail/mailer.ts';

export function inviteLink(publicUrl: string, inviteId: string): string {
  return `${publicUrl}/login?invite=${encodeURIComponent(inviteId)}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function invitationMail(options: {
  to: string;
  teamName: string;
  role: TeamRole;
  invitedBy: string;
  link: string;
}): Mail {
  const { to, teamName, role, invitedBy, link } = options;
  const role_ = TEAM_ROLE_LABELS[role].toLowerCase();
  const intro = `${invitedBy} invited you to join the team "${teamName}" on Vitrine as ${role_}.`;
  const outro = 'If you did not expect this invitation, you can ignore this mail.';
  return {
    to,
    subject: `You are invited to join ${teamName} on Vitrine`,
    text: `${intro}\n\nSign in to accept the invitation:\n${link}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">Sign in to accept the invitation</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  };
}
