// Entry of the /preview/ page (see preview-app.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startErrorReporting } from '../config/error-reporting.ts';
// The page base stylesheet, as on the published page; none of the studio's CSS (index.css) is loaded here.
import '@vitrine/components/page-base.css';
import { liveScenes, preloadImplementations } from '@vitrine/components';
import { PreviewApp } from './preview-app.tsx';

void startErrorReporting();
// Any component may be inserted while editing: fetch every widget module now, while the project
// loads, rather than when an element first needs one.
void preloadImplementations().catch(() => undefined);
// The preview's scenes for tools and tests that count with three.js itself (renderer.info).
(window as unknown as { vitrineScenes: typeof liveScenes }).vitrineScenes = liveScenes;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewApp />
  </StrictMode>,
);
