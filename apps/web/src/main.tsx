// The studio SPA: the query cache, the router, the toaster (dark, with a close button; sonner's defaults give SPEC's
// 4000 ms, 3 visible, 356 px) and the offline overlay.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { queryClient } from './api/query-client.ts';
import { followSignOutAcrossTabs, setSessionNavigator } from './api/session.ts';
import { startErrorReporting } from './config/error-reporting.ts';
import { createRouter } from './router.tsx';
import { OfflineOverlay } from './screens/generic/offline-overlay.tsx';
import './index.css';

void startErrorReporting();
const router = createRouter();
// When a refresh fails the API layer ends the session; navigate inside the app instead of reloading.
setSessionNavigator((path) => void router.navigate(path, { replace: true }));
followSignOutAcrossTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
    <Toaster theme="dark" closeButton position="bottom-right" />
    <OfflineOverlay />
  </StrictMode>,
);
