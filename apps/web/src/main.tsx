// The studio SPA: the router, the toaster (dark, with a close button; sonner's defaults give SPEC's
// 4000 ms, 3 visible, 356 px) and the offline overlay.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { followSignOutAcrossTabs, setSessionNavigator } from './api/session.ts';
import { createRouter } from './router.tsx';
import { OfflineOverlay } from './screens/generic/OfflineOverlay.tsx';
import './index.css';

const router = createRouter();
// When a refresh fails the API layer ends the session; navigate inside the app instead of reloading.
setSessionNavigator((path) => void router.navigate(path, { replace: true }));
followSignOutAcrossTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster theme="dark" closeButton position="bottom-right" />
    <OfflineOverlay />
  </StrictMode>,
);
