// The full-page error view: a message, a Refresh button and an optional 'Back to {label}' button.
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { MainLandmark } from '../../components/ui/main-landmark.tsx';
import { GENERIC_TEXTS } from './texts.ts';

export interface ErrorScreenProps {
  message?: string;
  /** Where the back button goes; no button when absent. */
  backTo?: string;
  backLabel?: string;
}

export function ErrorScreen({
  message = GENERIC_TEXTS.routeError,
  backTo,
  backLabel = GENERIC_TEXTS.defaultBackLabel,
}: ErrorScreenProps) {
  const navigate = useNavigate();
  return (
    <MainLandmark className="flex min-h-full items-center justify-center bg-neutral-50 px-6 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <IconAlertTriangle className="size-6" />
        </div>
        <h1 className="mt-5 text-lg font-medium text-neutral-900" role="alert">
          {message}
        </h1>
        <div className="mt-6 flex gap-2">
          <Button
            variant="primary"
            icon={<IconRefresh className="size-4" />}
            onClick={() => window.location.reload()}
          >
            {GENERIC_TEXTS.refresh}
          </Button>
          {backTo !== undefined && (
            <Button variant="secondary" onClick={() => void navigate(backTo)}>
              {GENERIC_TEXTS.backTo(backLabel)}
            </Button>
          )}
        </div>
      </div>
    </MainLandmark>
  );
}
