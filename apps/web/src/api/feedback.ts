// 'Send feedback' from the dashboard's help menu: the message and the page it was sent from.
import { api } from './client.ts';

export async function sendFeedback(message: string, page: string): Promise<void> {
  await api('POST', '/v2/feedback', { message, page });
}
