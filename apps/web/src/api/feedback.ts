// 'Send feedback' from the dashboard's help menu: the message and the page it was sent from.
import { FeedbackReceiptSchema, type Feedback } from '@vitrine/core';
import { api } from './client.ts';

export async function sendFeedback(message: string, page: string): Promise<void> {
  const body: Feedback = { message, page };
  FeedbackReceiptSchema.parse(await api('POST', '/v2/feedback', body));
}
