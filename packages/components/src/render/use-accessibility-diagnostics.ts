// Runs the accessibility checks (accessibility-scan.ts) over the shown page in the builder, a moment
// after the page last changed, and reports each element's warnings to the diagnostics. The checks
// load on demand: published pages never run them.
import { useEffect, useRef, type RefObject } from 'react';
import type { AssetJson, PageJson } from '../model/project-json.ts';
import type { DiagnosticKind, DiagnosticsCollector } from './diagnostics.ts';

/** How long the page must stay unchanged before it is checked: typing a colour checks once. */
const SETTLE_MS = 300;

export function useAccessibilityDiagnostics(
  enabled: boolean,
  rootRef: RefObject<HTMLElement | null>,
  collector: DiagnosticsCollector,
  page: PageJson,
  assets: Record<string, AssetJson>,
  /** Anything else the page's look depends on (the project: themes): a change checks it again. */
  look: unknown,
): void {
  const flagged = useRef(new Map<DiagnosticKind, Set<string>>());
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const { findAccessibilityWarnings } = await import('./accessibility-scan.ts');
      const root = rootRef.current;
      const view = root?.ownerDocument.defaultView;
      if (cancelled || !root || !view) return;
      const found = findAccessibilityWarnings(
        root,
        (element) => view.getComputedStyle(element),
        page,
        assets,
      );
      const report = (kind: DiagnosticKind, warnings: Map<string, string>) => {
        for (const id of flagged.current.get(kind) ?? []) if (!warnings.has(id)) collector.set(id, kind, []);
        for (const [id, message] of warnings) collector.set(id, kind, [message]);
        flagged.current.set(kind, new Set(warnings.keys()));
      };
      report('alt-text', found.altText);
      report('contrast', found.contrast);
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, rootRef, collector, page, assets, look]);
}
