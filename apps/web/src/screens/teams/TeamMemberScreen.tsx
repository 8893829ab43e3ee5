// '/teams/:teamId/members/:memberId': one member of the team. The team feature fills this view; the frame and route are in place.
import { IconUser } from '@tabler/icons-react';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { TeamFrame } from './TeamFrame.tsx';

export default function TeamMemberScreen() {
  return (
    <TeamFrame title="Member">
      <Card>
        <EmptyState icon={<IconUser className="size-5" />} title="Team member" />
      </Card>
    </TeamFrame>
  );
}
