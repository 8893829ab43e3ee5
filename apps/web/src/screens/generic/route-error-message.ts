// SPEC §8: the route error screen shows the first message of the failed response's message field
// (string or array), else 'Something went wrong !'.
import { isRouteErrorResponse } from 'react-router';
import { firstMessage, isApiError } from '../../api/errors.ts';
import { GENERIC_TEXTS } from './texts.ts';

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
