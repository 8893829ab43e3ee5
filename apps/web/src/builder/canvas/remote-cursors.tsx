// Collaborators' cursors over the canvas: drawn in device pixels of the page's frame (so every
// zoom level and window size agrees on where a cursor is) at a constant on-screen size.
import { IconPointerFilled } from '@tabler/icons-react';
import { displayName } from '../toolbar/collaborator-avatars.tsx';
import { useSession, useSource } from '../state/session.tsx';
import { useScreenScale } from './use-screen-scale.ts';

export function RemoteCursors({ pageId }: { pageId: string | null }) {
  const collaborators = useSource(useSession().collaborators);
  const scale = useScreenScale() || 1;
  return (
    <div className="pointer-events-none absolute inset-0 overflow-visible" data-testid="remote-cursors">
      {collaborators
        .filter((presence) => presence.cursor && presence.pageId === pageId)
        .map((presence) => (
          <div
            key={presence.clientId}
            data-testid="remote-cursor"
            className="absolute top-0 left-0 origin-top-left"
            style={{
              transform: `translate(${presence.cursor!.x}px, ${presence.cursor!.y}px) scale(${1 / scale})`,
              transition: 'transform 80ms linear',
            }}
          >
            <IconPointerFilled size={18} style={{ color: presence.color }} />
            <span
              className="ml-3 rounded-md px-1.5 py-0.5 text-[11px] font-medium whitespace-nowrap text-white shadow"
              style={{ backgroundColor: presence.color }}
            >
              {displayName(presence)}
            </span>
          </div>
        ))}
    </div>
  );
}
