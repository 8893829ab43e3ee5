// '/teams/:teamId/projects/archive': archived projects of the team. The team feature fills this view; the frame and route are in place.
import { IconArchive } from '@tabler/icons-react';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { TeamFrame } from './TeamFrame.tsx';

export default function TeamArchiveScreen() {
  return (
    <TeamFrame title="Archived projects">
      <Card>
        <EmptyState icon={<IconArchive className="size-5" />} title="Archived projects" />
      </Card>
    </TeamFrame>
  );
}
