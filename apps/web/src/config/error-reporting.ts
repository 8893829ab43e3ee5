// Error reporting of the web app (SPEC §8: errors are reported to an error-reporting service): when
// the server names a Sentry-compatible DSN (GET /v2/client-config, from SENTRY_DSN), the official
// React SDK reports uncaught errors and the route errors worth a developer's look. Nothing is sent
// otherwise, and failed requests the server answered on purpose (4xx) are not errors of the app. The
// SDK (config/sentry.ts) is downloaded only when the configuration names a service.
import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/errors.ts';
import { takePageFact } from '../api/page-facts.ts';

let state: 'waiting' | 'on' | 'off' = 'waiting';
let capture: (error: unknown) => void = () => {};
/** Errors seen before the configuration arrived; sent once it says where to. */
const early: unknown[] = [];

/** Whether an error is the app's fault rather than an answer the user can act on. */
export function worthReporting(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  if (error instanceof Response) return error.status >= 500;
  return true;
}

async function fetchClientConfig(): Promise<unknown> {
  const response = await fetch('/v2/client-config', { headers: { Accept: 'application/json' } });
  return response.json();
}

export async function startErrorReporting(): Promise<void> {
  try {
    // The studio's page carries the configuration (api/page-facts.ts); the preview frame asks for it.
    const body = (takePageFact('clientConfig') ?? (await fetchClientConfig())) as {
      errorReporting?: unknown;
    } | null;
    if (!body?.errorReporting) {
      state = 'off';
      return;
    }
    const sentry = await import('./sentry.ts');
    if (!sentry.startSentry(body)) {
      state = 'off';
      return;
    }
    capture = sentry.captureException;
    state = 'on';
    for (const error of early.splice(0)) capture(error);
  } catch {
    state = 'off';
  }
}

export function reportError(error: unknown): void {
  if (!worthReporting(error) || state === 'off') return;
  if (state === 'waiting') early.push(error);
  else capture(error);
}
