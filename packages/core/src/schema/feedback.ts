// 'Send feedback' from the dashboard's help menu (POST /v2/feedback): the message, the page it was
// sent from, and the receipt the server answers.
import { z } from 'zod';

const FEEDBACK_MESSAGE_MAX = 5000;

export const FeedbackSchema = z.object({
  message: z
    .string({ error: 'Feedback message is required' })
    .trim()
    .min(1, 'Feedback message is required')
    .max(FEEDBACK_MESSAGE_MAX, `Feedback message is at most ${FEEDBACK_MESSAGE_MAX} characters`),
  page: z.string().trim().max(2000).optional(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });
