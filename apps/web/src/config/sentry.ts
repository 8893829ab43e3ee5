// The Sentry SDK, loaded only when the server names a DSN (config/error-reporting.ts): a studio without
// error reporting, and every sign-in screen before the configuration arrives, downloads none of it.
import * as Sentry from '@sentry/react';
import { ClientConfigSchema } from '@vitrine/core';

/** Starts the SDK with the configuration the server sent; false when it names no service. */
export function startSentry(body: unknown): boolean {
  const config = ClientConfigSchema.parse(body);
  if (!config.errorReporting) return false;
  Sentry.init({
    dsn: config.errorReporting.dsn,
    environment: config.errorReporting.environment,
    // Errors only: no performance tracing, no session replay.
    tracesSampleRate: 0,
  });
  return true;
}

export const captureException = (error: unknown) => void Sentry.captureException(error);
