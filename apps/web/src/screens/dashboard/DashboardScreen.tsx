// '/': the dashboard home. Its sections (recent projects, templates, notifications) are filled in by
// the dashboard feature; this frame greets the signed-in user.
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { readStoredUser } from '../../api/storage.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';

export default function DashboardScreen() {
  const user = readStoredUser();
  return (
    <>
      <PageHeader title="Home" description={user ? `Signed in as ${user.email}` : undefined} />
      <Card>
        <EmptyState
          icon={<IconLayoutDashboard className="size-5" />}
          title="Your workspace"
          description="Projects and teams you work on appear here."
          action={
            <Link to="/teams" className={buttonClass('secondary', 'sm')}>
              Go to teams
            </Link>
          }
        />
      </Card>
    </>
  );
}
