// "View in AR" on a published page with a 3D scene: a floating button that opens the AR view,
// whose code (exporters, <model-viewer>) loads only then. Itself loaded only by pages with a scene.
import type { ProjectJson } from '@vitrine/components/page';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { AR_TEXTS } from './texts.ts';

const ArDialog = lazy(() => import('./ar-dialog.tsx'));

const button: CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 2147482000,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  padding: '0 16px',
  border: 0,
  borderRadius: 999,
  background: '#171717',
  color: '#fff',
  fontFamily: 'Ubuntu, system-ui, sans-serif',
  fontSize: 14,
  fontWeight: 500,
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
  cursor: 'pointer',
};

export function ArButton({
  aboveBadge = false,
  ...props
}: {
  project: ProjectJson;
  pageId: string;
  fileName: string;
  /** The Vitrine badge holds the bottom-right corner: stand above it. */
  aboveBadge?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        style={aboveBadge ? { ...button, bottom: 48 } : button}
        onClick={() => setOpen(true)}
        data-testid="view-in-ar"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
          <path d="M12 12l8-4.5M12 12v9M12 12L4 7.5" />
        </svg>
        {AR_TEXTS.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ArDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
