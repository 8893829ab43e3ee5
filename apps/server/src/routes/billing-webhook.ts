// POST /v2/webhooks/chargebee/subscriptions: Chargebee's webhook, behind HTTP basic auth. Each event
// is applied once (its id is recorded in the same transaction as its changes), and a subscription or
// invoice older than the stored one is ignored, so replays and out-of-order deliveries change nothing.
import { timingSafeEqual } from 'node:crypto';
import { BillingWebhookReceiptSchema } from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chargebeeEventSchema } from '../billing/chargebee-shapes.ts';
import { applyInvoice, applySubscription, recordEvent } from '../billing/store.ts';
import { BILLING_TEXTS } from '../billing/texts.ts';
import { unauthorized } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';

const PROVIDER = 'chargebee';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function checkCredentials(
  request: FastifyRequest,
  expected: { username: string; password: string } | undefined,
) {
  const header = request.headers.authorization ?? '';
  if (!expected || !header.startsWith('Basic ')) throw unauthorized(BILLING_TEXTS.webhookCredentials);
  const decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const username = colon < 0 ? decoded : decoded.slice(0, colon);
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  // Both compared every time, so the answer's timing does not tell which one was wrong.
  const ok = sameSecret(username, expected.username) && sameSecret(password, expected.password);
  if (!ok) throw unauthorized(BILLING_TEXTS.webhookCredentials);
}

export const billingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/webhooks/chargebee/subscriptions',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      // Credentials before the body: a caller without them learns nothing about the event shape.
      onRequest: async (request) => checkCredentials(request, app.config.billing.webhook),
      schema: {
        operationId: 'receiveBillingEvent',
        summary: "Apply an event of the billing provider's webhook, once",
        security: [{ basicAuth: [] }],
        body: chargebeeEventSchema,
        response: { 200: BillingWebhookReceiptSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const event = request.body;
      const applied = await app.db.transaction(async (tx) => {
        const first = await recordEvent(tx, {
          id: event.id,
          provider: PROVIDER,
          eventType: event.event_type,
          occurredAt: new Date(event.occurred_at * 1000),
        });
        if (!first) return null;
        const { subscription, invoice } = event.content;
        return {
          subscription: subscription ? await applySubscription(tx, PROVIDER, subscription) : false,
          invoice: invoice ? await applyInvoice(tx, PROVIDER, invoice) : false,
        };
      });
      if (!applied) return { status: 'duplicate' as const, id: event.id };
      request.log.info({ event: event.id, type: event.event_type, ...applied }, 'billing webhook applied');
      return { status: 'applied' as const, id: event.id, ...applied };
    },
  );
};
