// The router's errorElement (SPEC §8): the first message of the failed response (string or array),
// else 'Something went wrong !'. Unknown errors are logged for the error-reporting pipeline.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { firstMessage, isApiError } from '../../api/errors.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { GENERIC_TEXTS } from './generic-texts.ts';

export function routeErrorMessage(error: unknown): string {
  if (isApiError(error)) return firstMessage(error.body) ?? GENERIC_TEXTS.routeError;
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string') {
      try {
        return firstMessage(JSON.parse(data)) ?? GENERIC_TEXTS.routeError;
      } catch {
        return GENERIC_TEXTS.routeError;
      }
    }
    return firstMessage(data) ?? GENERIC_TEXTS.routeError;
  }
  return GENERIC_TEXTS.routeError;
}

export function RouteErrorScreen({ backTo = '/', backLabel }: { backTo?: string; backLabel?: string }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen message={routeErrorMessage(error)} backTo={backTo} backLabel={backLabel} />;
}
