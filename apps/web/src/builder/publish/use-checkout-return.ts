// Back in the builder from a hosted checkout that started at a publish the plan refused
// (`?checkout=succeeded` or `cancelled`): says how the payment went, once, opens the Publish panel
// again after a payment so the user can carry on, and tidies the URL.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_TEXTS } from '../../screens/account/texts.ts';

export function useCheckoutReturn(openPublish: () => void): void {
  const [search, setSearch] = useSearchParams();
  const outcome = search.get('checkout');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'succeeded') {
      toast.success(ACCOUNT_TEXTS.billing.checkoutSucceeded, { id: 'checkout-return' });
      openPublish();
    } else toast.info(ACCOUNT_TEXTS.billing.checkoutCancelled, { id: 'checkout-return' });
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
    // Runs when a checkout outcome arrives, not on every render.
  }, [outcome]);
}
