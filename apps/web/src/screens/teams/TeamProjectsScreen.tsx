// '/teams/:teamId/projects': the team's projects. The team feature fills this view; the frame and route are in place.
import { IconFolder } from '@tabler/icons-react';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { TeamFrame } from './TeamFrame.tsx';

export default function TeamProjectsScreen() {
  return (
    <TeamFrame title="Projects">
      <Card>
        <EmptyState icon={<IconFolder className="size-5" />} title="Team projects" />
      </Card>
    </TeamFrame>
  );
}
