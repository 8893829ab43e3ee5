// What the studio's page carries for the web app's first render: the answers of GET
// /v2/auth/providers and GET /v2/client-config, which never change while the server runs, written
// into index.html as a JSON data block. The sign-in screen then shows without waiting for a request
// (one round trip less before its largest paint on a slow network). A data block is not a script, so
// the content security policy needs no exception; the web app still asks the API when it is absent
// (the dev server's page) and on every later visit to the sign-in screen.
import type { AuthProviders, ClientConfigSchema } from '@vitrine/core';
import type { z } from 'zod';
import type { Config } from '../config.ts';

export const PAGE_FACTS_ID = 'vitrine-page-facts';

export interface PageFacts {
  authProviders: AuthProviders;
  clientConfig: z.infer<typeof ClientConfigSchema>;
}

/** The facts of this server's configuration; the two routes answer with the same values. */
export function pageFacts(config: Config): PageFacts {
  const sentry = config.sentry;
  return {
    authProviders: { email: true, google: config.oidc !== undefined },
    clientConfig: {
      errorReporting: sentry ? { dsn: sentry.dsn, environment: sentry.environment } : null,
    },
  };
}

/** The page with the facts before its </head>; '<' is escaped so no value can end the block. */
export function withPageFacts(html: string, facts: PageFacts): string {
  const json = JSON.stringify(facts).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PAGE_FACTS_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : html;
}
