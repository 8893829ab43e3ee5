// Live avatars of everyone else connected to the project (SPEC §2 toolbar, §6: the collaborators
// list shows everyone connected), in each collaborator's presence colour.
import type { Presence } from '@vitrine/core';
import { useSession, useSource } from '../state/session.tsx';
import { Tip } from '../ui/tip.tsx';

const VISIBLE = 5;

export function initials(presence: Pick<Presence, 'firstName' | 'lastName' | 'email'>): string {
  const fromName = `${(presence.firstName ?? '').trim().charAt(0)}${(presence.lastName ?? '').trim().charAt(0)}`;
  return (fromName || presence.email.charAt(0) || '?').toUpperCase();
}

export function displayName(presence: Pick<Presence, 'firstName' | 'lastName' | 'email'>): string {
  return `${presence.firstName ?? ''} ${presence.lastName ?? ''}`.trim() || presence.email;
}

/** The avatar's tooltip: name and e-mail, or the e-mail once when there is no name. */
export function avatarTip(presence: Pick<Presence, 'firstName' | 'lastName' | 'email'>): string {
  const name = displayName(presence);
  return name === presence.email || !presence.email ? name : `${name} · ${presence.email}`;
}

export function CollaboratorAvatars() {
  const collaborators = useSource(useSession().collaborators);
  if (collaborators.length === 0) return null;
  const shown = collaborators.slice(0, VISIBLE);
  const more = collaborators.length - shown.length;
  return (
    <div className="flex items-center -space-x-1.5" data-testid="collaborators">
      {shown.map((presence) => (
        <Tip key={presence.clientId} label={avatarTip(presence)}>
          <span
            data-testid="collaborator-avatar"
            aria-label={displayName(presence)}
            className="grid size-7 place-items-center rounded-full text-[11px] font-medium text-white ring-2 ring-white"
            style={{ backgroundColor: presence.color }}
          >
            {initials(presence)}
          </span>
        </Tip>
      ))}
      {more > 0 && (
        <span className="grid size-7 place-items-center rounded-full bg-neutral-200 text-[11px] font-medium text-neutral-700 ring-2 ring-white">
          +{more}
        </span>
      )}
    </div>
  );
}
