// Loads one billing list for a tab. A deployment without billing answers 404: that is an empty
// list, not an error worth a toast.
import { useEffect, useState } from 'react';
import { isApiError, toastError } from '../../api/errors.ts';

export function useBillingList<T>(load: () => Promise<T[]>): { items: T[] | null } {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (loaded) => active && setItems(loaded),
      (error: unknown) => {
        if (!active) return;
        if (!(isApiError(error) && error.status === 404)) toastError(error);
        setItems([]);
      },
    );
    return () => {
      active = false;
    };
  }, [load]);
  return { items };
}
