// Errors the server did not expect (500s, failed background work) go to a Sentry-compatible service
// when SENTRY_DSN is set, through the official Node SDK. Request bodies, headers and user data are
// not sent: an event carries the error, its stack, the route and the method.
import * as Sentry from '@sentry/node';

let enabled = false;

export function startErrorReporting(options: { dsn: string; environment: string; release?: string }): void {
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    // Errors only: no performance tracing.
    tracesSampleRate: 0,
  });
  enabled = true;
}

export function reportError(error: unknown, context: { method?: string; route?: string } = {}): void {
  if (!enabled) return;
  Sentry.withScope((scope) => {
    if (context.route) scope.setTag('route', context.route);
    if (context.method) scope.setTag('method', context.method);
    Sentry.captureException(error);
  });
}

/** Sends what is queued; called when the server closes. */
export async function stopErrorReporting(): Promise<void> {
  if (!enabled) return;
  enabled = false;
  await Sentry.close(2000);
}
