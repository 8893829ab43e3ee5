// Errors the server did not expect (500s, failed background work) go to a Sentry-compatible service
// when SENTRY_DSN is set, through the official Node SDK. Request bodies, headers and user data are
// not sent: an event carries the error, its stack, the route and the method.
import type * as SentrySdk from '@sentry/node';

// The SDK loads only when reporting is on (it weighs about 40 MB of memory once loaded).
let Sentry: typeof SentrySdk | null = null;
let enabled = false;

export async function startErrorReporting(options: {
  dsn: string;
  environment: string;
  release?: string;
}): Promise<void> {
  Sentry = await import('@sentry/node');
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
  const sdk = Sentry;
  if (!enabled || !sdk) return;
  sdk.withScope((scope) => {
    if (context.route) scope.setTag('route', context.route);
    if (context.method) scope.setTag('method', context.method);
    sdk.captureException(error);
  });
}

/** Sends what is queued; called when the server closes. */
export async function stopErrorReporting(): Promise<void> {
  if (!enabled || !Sentry) return;
  enabled = false;
  await Sentry.close(2000);
}
