// Runs the contrast check (contrast-scan.ts) over the shown page in the builder, a moment after the
// page last changed, and reports each element with too little contrast to the diagnostics.
import { useEffect, useRef, type RefObject } from 'react';
import type { DiagnosticsCollector } from './diagnostics.ts';
import { findLowContrast, formatRatio } from './contrast-scan.ts';
import { A11Y_TEXTS } from './texts.ts';

/** How long the page must stay unchanged before it is checked: typing a colour checks once. */
const SETTLE_MS = 300;

export function useContrastDiagnostics(
  enabled: boolean,
  rootRef: RefObject<HTMLElement | null>,
  collector: DiagnosticsCollector,
  /** What the page shows: a change checks it again. */
  shown: readonly unknown[],
): void {
  const flagged = useRef(new Set<string>());
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const root = rootRef.current;
      const view = root?.ownerDocument.defaultView;
      if (!root || !view) return;
      const found = findLowContrast(root, (element) => view.getComputedStyle(element));
      const now = new Set(found.map((entry) => entry.elementId));
      for (const id of flagged.current) if (!now.has(id)) collector.set(id, 'contrast', []);
      for (const entry of found)
        collector.set(entry.elementId, 'contrast', [
          A11Y_TEXTS.lowContrast(formatRatio(entry.ratio), String(entry.required)),
        ]);
      flagged.current = now;
    }, SETTLE_MS);
    return () => clearTimeout(timer);
    // `shown` lists what the page depends on.
  }, [enabled, rootRef, collector, ...shown]);
}
