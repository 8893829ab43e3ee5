// The router's errorElement (SPEC §8): the first message of the failed response (string or array),
// else 'Something went wrong !'. Unknown errors are logged for the error-reporting pipeline.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';
import { routeErrorMessage } from './route-error-message.ts';

export function RouteErrorScreen({ backTo = '/', backLabel }: { backTo?: string; backLabel?: string }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen message={routeErrorMessage(error)} backTo={backTo} backLabel={backLabel} />;
}
