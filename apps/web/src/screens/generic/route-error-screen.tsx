// The router's errorElement (SPEC §8): the first message of the failed response (string or array),
// else 'Something went wrong !'. Errors of the app (not the server's 4xx answers) are reported.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../../config/error-reporting.ts';
import { ErrorScreen } from './error-screen.tsx';
import { routeErrorMessage } from './route-error-message.ts';

export function RouteErrorScreen({ backTo = '/', backLabel }: { backTo?: string; backLabel?: string }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return <ErrorScreen message={routeErrorMessage(error)} backTo={backTo} backLabel={backLabel} />;
}
