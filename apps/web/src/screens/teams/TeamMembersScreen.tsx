// '/teams/:teamId/members': the team's members. The team feature fills this view; the frame and route are in place.
import { IconUsers } from '@tabler/icons-react';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { TeamFrame } from './TeamFrame.tsx';

export default function TeamMembersScreen() {
  return (
    <TeamFrame title="Members">
      <Card>
        <EmptyState icon={<IconUsers className="size-5" />} title="Team members" />
      </Card>
    </TeamFrame>
  );
}
