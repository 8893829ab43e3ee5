// Entry of a published page (/p/:projectId/ and /p/:projectId/:version/): reads the release the
// server inlined and renders it. Kept apart from the studio so visitors load only the renderer, and
// of the components only those the page uses. A page the server rendered (its root holds the markup)
// is hydrated: what the visitor reads stays in place, element for element, and comes alive.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preparePage } from '@vitrine/components/page';
// The page base stylesheet, the same file the builder's preview frame loads.
import '@vitrine/components/page-base.css';
import { loadRelease } from './read-release.ts';
import { RuntimeApp } from './runtime-app.tsx';

const container = document.getElementById('root')!;
const serverRendered = container.firstElementChild !== null;

loadRelease()
  .then(async (release) => {
    if (!release) throw new Error('No release in this page');
    // What the document uses (component metadata and modules, page logic) arrives before the first
    // render, so that it is the server's markup; a Canvas starts fetching three.js meanwhile
    // without holding the page.
    const registry = await preparePage(release.project);
    const app = (
      <StrictMode>
        <RuntimeApp release={release} registry={registry} />
      </StrictMode>
    );
    if (serverRendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  })
  .catch(() => {
    // Markup the server rendered stays readable: it is better than the message.
    if (serverRendered) return;
    createRoot(container).render(
      <p style={{ padding: 24, color: '#737373' }}>This release could not be loaded.</p>,
    );
  });
