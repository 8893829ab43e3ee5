// Entry of the /preview/ page (see preview-app.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { PreviewApp } from './preview-app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewApp />
  </StrictMode>,
);
