// Entry of the /preview/ page (see preview-app.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startErrorReporting } from '../config/error-reporting.ts';
import '../index.css';
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
