// The Vitrine badge of a published page (config.watermark.position), fixed in a corner above the
// page; the server leaves it out for white-label plans.
import type { CSSProperties } from 'react';

export const WATERMARK_TEXT = 'Made with Vitrine';

const CORNERS: Record<string, CSSProperties> = {
  'bottom-right': { bottom: 12, right: 12 },
  'bottom-left': { bottom: 12, left: 12 },
  'top-right': { top: 12, right: 12 },
  'top-left': { top: 12, left: 12 },
};

export function WatermarkBadge({ position }: { position: string }) {
  return (
    <a
      href="/"
      target="_blank"
      rel="noopener"
      data-testid="watermark"
      data-position={position}
      style={{
        position: 'fixed',
        zIndex: 2147483647,
        ...(CORNERS[position] ?? CORNERS['bottom-right']),
        padding: '4px 10px',
        borderRadius: 999,
        background: 'rgba(23, 23, 23, 0.85)',
        color: '#fff',
        font: '500 12px/18px Ubuntu, system-ui, sans-serif',
        textDecoration: 'none',
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.2)',
      }}
    >
      {WATERMARK_TEXT}
    </a>
  );
}
