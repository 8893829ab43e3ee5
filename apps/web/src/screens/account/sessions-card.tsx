// Sessions: 'Sign out everywhere' ends every session of the account (this browser's too, which then
// goes to the login screen). Personal access tokens are not sessions and keep working.
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOutEverywhere } from '../../api/auth.ts';
import { toastError } from '../../api/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.sessions;

export function SessionsCard() {
  const navigate = useNavigate();

  async function confirm() {
    try {
      await signOutEverywhere();
    } catch (error) {
      toastError(error);
      throw error;
    }
    toast.success(T.signedOut);
    void navigate('/login', { replace: true });
  }

  return (
    <Card className="mt-6">
      <CardHeader
        title={T.heading}
        description={T.description}
        actions={
          <ConfirmDialog
            title={T.confirmTitle}
            description={T.confirmDescription}
            confirmLabel={T.signOutEverywhere}
            onConfirm={confirm}
          >
            <Button variant="secondary" icon={<IconLogout className="size-4" />}>
              {T.signOutEverywhere}
            </Button>
          </ConfirmDialog>
        }
      />
    </Card>
  );
}
