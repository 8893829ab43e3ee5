// '/teams/:teamId': the team's overview. The team feature fills this view; the frame and route are in place.
import { IconUsersGroup } from '@tabler/icons-react';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { TeamFrame } from './TeamFrame.tsx';

export default function TeamScreen() {
  return (
    <TeamFrame title="Team">
      <Card>
        <EmptyState icon={<IconUsersGroup className="size-5" />} title="Team overview" />
      </Card>
    </TeamFrame>
  );
}
