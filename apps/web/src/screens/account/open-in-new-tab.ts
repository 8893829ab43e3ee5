// Opens a link the API answers (an invoice PDF, a payment page) in a new tab. The tab is opened
// during the click, before the call, so that popup blockers allow it; it closes if the call fails.
import { toastError } from '../../api/errors.ts';

export async function openInNewTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await load();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    toastError(error);
  }
}
