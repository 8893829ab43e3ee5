// Entry of a published page (/p/:projectId/ and /p/:projectId/:version/): reads the release the
// server inlined and renders it. Kept apart from the studio so visitors load only the renderer, and
// of the components only those the page uses.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preparePage } from '@vitrine/components/page';
// The page base stylesheet, the same file the builder's preview frame loads.
import '@vitrine/components/page-base.css';
import { loadRelease } from './read-release.ts';
import { RuntimeApp } from './runtime-app.tsx';

const root = createRoot(document.getElementById('root')!);

loadRelease()
  .then(async (release) => {
    if (!release) throw new Error('No release in this page');
    // What the document uses (component metadata and modules, page logic) arrives before the first
    // render; a Canvas starts fetching three.js meanwhile without holding the page.
    const registry = await preparePage(release.project);
    root.render(
      <StrictMode>
        <RuntimeApp release={release} registry={registry} />
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(<p style={{ padding: 24, color: '#737373' }}>This release could not be loaded.</p>);
  });
