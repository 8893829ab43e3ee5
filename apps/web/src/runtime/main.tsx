// Entry of a published page (/p/:projectId/ and /p/:projectId/:version/): reads the release the
// server inlined and renders it. Kept apart from the studio so visitors load only the renderer.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './runtime.css';
import { loadRelease } from './read-release.ts';
import { RuntimeApp } from './runtime-app.tsx';

const root = createRoot(document.getElementById('root')!);

loadRelease()
  .then((release) => {
    if (!release) throw new Error('No release in this page');
    root.render(
      <StrictMode>
        <RuntimeApp release={release} />
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(<p style={{ padding: 24, color: '#737373' }}>This release could not be loaded.</p>);
  });
