// '/teams/:teamId/settings' and '/teams/:teamId/settings/:action': team settings. The team feature fills this view; the frame and route are in place.
import { IconSettings } from '@tabler/icons-react';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { TeamFrame } from './TeamFrame.tsx';

export default function TeamSettingsScreen() {
  return (
    <TeamFrame title="Settings">
      <Card>
        <EmptyState icon={<IconSettings className="size-5" />} title="Team settings" />
      </Card>
    </TeamFrame>
  );
}
