// The responsive grid of project and template cards (SPEC §9: cards at least 280 px wide).
import { PROJECT_CARD_MIN_WIDTH_PX } from '@vitrine/core';
import type { ReactNode } from 'react';

export const CARD_GRID_COLUMNS = `repeat(auto-fill, minmax(${PROJECT_CARD_MIN_WIDTH_PX}px, 1fr))`;

export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-5" style={{ gridTemplateColumns: CARD_GRID_COLUMNS }}>
      {children}
    </ul>
  );
}
