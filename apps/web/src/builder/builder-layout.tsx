// The builder's frame: the toolbar on top; the left panel (pages, outliner, diagnostics), the
// canvas in the centre and the property panel area on the right. Maximising the preview (alt+f)
// folds both side panels away. The history and budget panels download when first opened.
import { Tooltip } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { LeftSidebarTabs } from './assets/left-sidebar-tabs.tsx';
import { UploadTray } from './assets/upload-tray.tsx';
import { BuilderCanvas } from './canvas/builder-canvas.tsx';
import { PreviewModeBanner } from './canvas/preview-mode-banner.tsx';
import { DiagnosticsPanel } from './diagnostics/diagnostics-panel.tsx';
import { CheckpointBanner } from './history/checkpoint-banner.tsx';
import { HISTORY_TEXTS } from './history/texts.ts';
import { useHistoryView } from './history/use-history-view.ts';
import { BUDGET_TEXTS } from './budget/texts.ts';
import { budgetViewOf } from './budget/budget-view.ts';
import { useStore } from 'zustand';
import { InsertDialog } from './insert/insert-dialog.tsx';
import { Outliner } from './outliner/outliner.tsx';
import { PageList } from './pages/page-list.tsx';
import { SelectionPanel } from './properties/selection-panel.tsx';
import { useBuilderShortcuts } from './shortcuts/use-builder-shortcuts.ts';
import { useBuilder, useSession } from './state/session.tsx';
import { useSelectedPageFallback } from './state/use-selected-page-fallback.ts';
import { useSelectionPruning } from './state/use-selection-pruning.ts';
import { BuilderToolbar } from './toolbar/builder-toolbar.tsx';
import { PanelLoader } from './ui/panel-loader.tsx';

const HistoryPanel = lazy(() =>
  import('./history/history-panel.tsx').then(({ HistoryPanel }) => ({ default: HistoryPanel })),
);
const BudgetPanel = lazy(() =>
  import('./budget/budget-panel.tsx').then(({ BudgetPanel }) => ({ default: BudgetPanel })),
);

/** SPEC §9 tooltip timings. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_MS = 300;

export function BuilderLayout() {
  const maximised = useBuilder((state) => state.maximised);
  const historyOpen = useHistoryView((state) => state.open);
  const budgetOpen = useStore(budgetViewOf(useSession().doc), (state) => state.open);
  useSelectedPageFallback();
  useSelectionPruning();
  useBuilderShortcuts();

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_MS}>
      <div className="flex h-full flex-col bg-neutral-100 text-neutral-900" data-testid="builder">
        <BuilderToolbar />
        <div className="flex min-h-0 flex-1">
          {!maximised && (
            <aside
              className="flex w-72 shrink-0 flex-col border-r border-neutral-200 bg-white"
              data-testid="left-panel"
            >
              <PageList />
              <LeftSidebarTabs>
                <div className="h-2" />
                <Outliner />
                <DiagnosticsPanel />
              </LeftSidebarTabs>
            </aside>
          )}
          <main className="relative min-w-0 flex-1">
            <BuilderCanvas />
            <CheckpointBanner />
            <PreviewModeBanner />
            <UploadTray />
          </main>
          {!maximised &&
            (historyOpen ? (
              <Suspense fallback={<PanelLoader label={HISTORY_TEXTS.title} />}>
                <HistoryPanel />
              </Suspense>
            ) : budgetOpen ? (
              <Suspense fallback={<PanelLoader label={BUDGET_TEXTS.title} />}>
                <BudgetPanel />
              </Suspense>
            ) : (
              <SelectionPanel />
            ))}
        </div>
        <InsertDialog />
      </div>
    </Tooltip.Provider>
  );
}
