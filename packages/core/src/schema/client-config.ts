// What the web app learns from the server before anyone signs in (GET /v2/client-config): where it
// reports its errors, if anywhere.
import { z } from 'zod';

export const ClientConfigSchema = z.object({
  errorReporting: z
    .object({
      dsn: z.string().describe('A Sentry-compatible DSN (a public key by design)'),
      environment: z.string(),
    })
    .nullable()
    .describe('null: the app reports no errors'),
});
