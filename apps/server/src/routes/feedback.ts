// POST /v2/feedback: the dashboard's 'Send feedback' (message plus the page it was sent from).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { feedback } from '../db/schema.ts';
import { requireSignIn } from '../http/route-table.ts';

const feedbackBody = z.object({
  message: z
    .string({ error: 'Feedback message is required' })
    .trim()
    .min(1, 'Feedback message is required')
    .max(5000, 'Feedback message is at most 5000 characters'),
  page: z.string().trim().max(2000).optional(),
});

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  app.post('/v2/feedback', { schema: { body: feedbackBody } }, async (request, reply) => {
    const { body } = request;
    const [row] = await app.db
      .insert(feedback)
      .values({ userId: currentUser(request).id, message: body.message, page: body.page ?? null })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    return reply.status(201).send({ id: row!.id, createdAt: row!.createdAt.toISOString() });
  });
};
