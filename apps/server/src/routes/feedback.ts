// POST /v2/feedback: the dashboard's 'Send feedback' (message plus the page it was sent from).
import { FeedbackReceiptSchema, FeedbackSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import { feedback } from '../db/schema.ts';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';

const send = {
  schema: {
    operationId: 'sendFeedback',
    summary: 'Send feedback about the studio, with the page it was sent from',
    body: FeedbackSchema,
    response: { 201: FeedbackReceiptSchema, ...errorResponses(400, 401) },
  },
};

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  app.post('/v2/feedback', send, async (request, reply) => {
    const { body } = request;
    const [row] = await app.db
      .insert(feedback)
      .values({ userId: currentUser(request).id, message: body.message, page: body.page ?? null })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    return reply.status(201).send({ id: row!.id, createdAt: row!.createdAt.toISOString() });
  });
};
