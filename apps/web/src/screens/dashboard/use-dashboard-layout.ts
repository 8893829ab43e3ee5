// The dashboard's arrangement as the user sees it: changed at once on a drop, then saved. Saves go
// one after the other so a quick second drop cannot be overtaken by the first; a failed save toasts
// and leaves the order on screen (the next successful save carries it).
import type { DashboardLayout } from '@vitrine/core';
import { useCallback, useRef, useState } from 'react';
import { saveDashboardLayout } from '../../api/dashboard-layout.ts';
import { toastError } from '../../api/errors.ts';

export function useDashboardLayout(initial: DashboardLayout) {
  const [layout, setLayout] = useState(initial);
  const latest = useRef(initial);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const change = useCallback((update: (current: DashboardLayout) => DashboardLayout) => {
    const next = update(latest.current);
    latest.current = next;
    setLayout(next);
    queue.current = queue.current.then(() => saveDashboardLayout(next).catch(toastError));
  }, []);

  return { layout, change };
}
