// Error reporting of the web app (SPEC §8: errors are reported to an error-reporting service): when
// the server names a Sentry-compatible DSN (GET /v2/client-config, from SENTRY_DSN), the official
// React SDK reports uncaught errors and the route errors worth a developer's look. Nothing is sent
// otherwise, and failed requests the server answered on purpose (4xx) are not errors of the app.
import * as Sentry from '@sentry/react';
import { ClientConfigSchema } from '@vitrine/core';
import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/errors.ts';

let state: 'waiting' | 'on' | 'off' = 'waiting';
/** Errors seen before the configuration arrived; sent once it says where to. */
const early: unknown[] = [];

/** Whether an error is the app's fault rather than an answer the user can act on. */
export function worthReporting(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  if (error instanceof Response) return error.status >= 500;
  return true;
}

export async function startErrorReporting(): Promise<void> {
  try {
    const response = await fetch('/v2/client-config', { headers: { Accept: 'application/json' } });
    const config = ClientConfigSchema.parse(await response.json());
    if (!config.errorReporting) {
      state = 'off';
      return;
    }
    Sentry.init({
      dsn: config.errorReporting.dsn,
      environment: config.errorReporting.environment,
      // Errors only: no performance tracing, no session replay.
      tracesSampleRate: 0,
    });
    state = 'on';
    for (const error of early.splice(0)) Sentry.captureException(error);
  } catch {
    state = 'off';
  }
}

export function reportError(error: unknown): void {
  if (!worthReporting(error) || state === 'off') return;
  if (state === 'waiting') early.push(error);
  else Sentry.captureException(error);
}
