// The Performance budget panel (right side): the selected page's download, GPU and DOM figures
// against the Khronos 3D Commerce targets and the studio's DOM budget, live as the page is edited;
// below, what is over budget with the element that causes it, its fix and, where the studio can
// apply it, a Compress button.
import { IconX } from '@tabler/icons-react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useBuilder, useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { BudgetMetricRow } from './budget-metric-row.tsx';
import { BUDGET_TEXTS } from './texts.ts';
import { budgetViewOf } from './budget-view.ts';
import { useCompressAsset } from './use-compress-asset.ts';
import { usePageBudget } from './use-page-budget.ts';

export function BudgetPanel() {
  const { doc, readOnly } = useSession();
  const select = useBuilder((state) => state.select);
  const { budget, cost } = usePageBudget();
  const compress = useCompressAsset();

  return (
    <aside
      className="flex w-80 shrink-0 flex-col border-l border-neutral-200 bg-white"
      data-testid="budget-panel"
    >
      <header className="flex h-10 items-center justify-between border-b border-neutral-200 pr-1 pl-3">
        <h2 className="text-[11px] font-medium tracking-wide text-neutral-900 uppercase">
          {BUDGET_TEXTS.title}
        </h2>
        <IconButton label={BUDGET_TEXTS.close} onClick={() => budgetViewOf(doc).getState().setOpen(false)}>
          <IconX size={15} />
        </IconButton>
      </header>
      {!budget || !cost ? (
        <p className="flex items-center gap-2 p-3 text-xs text-neutral-500">
          <Spinner className="size-3.5" /> {BUDGET_TEXTS.measuring}
        </p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto p-3">
          <p className="text-[11px] text-neutral-500">{BUDGET_TEXTS.againstTargets(budget.targets.name)}</p>
          <ul className="mt-2 divide-y divide-neutral-100">
            {budget.metrics.map((metric) => (
              <BudgetMetricRow key={metric.id} metric={metric} />
            ))}
          </ul>
          {cost.scene ? (
            <p className="mt-2 text-[11px] text-neutral-500" data-testid="renderer-check">
              {BUDGET_TEXTS.rendererCheck(cost.scene.renderer.calls, cost.scene.renderer.triangles)}
            </p>
          ) : (
            <p className="mt-2 text-[11px] text-neutral-500">{BUDGET_TEXTS.noScene}</p>
          )}
          <h3 className="mt-4 text-[11px] font-medium tracking-wide text-neutral-500 uppercase">
            {budget.issues.length ? BUDGET_TEXTS.overBudget(budget.issues.length) : BUDGET_TEXTS.allWithin}
          </h3>
          <ul className="mt-1 flex flex-col gap-2">
            {budget.issues.map((issue) => (
              <li
                key={issue.id}
                className="rounded-md border border-red-100 bg-red-50/40 p-2"
                data-testid="budget-issue"
              >
                <p className="text-xs font-medium text-neutral-900">{issue.title}</p>
                <p className="mt-0.5 text-[11px] text-neutral-600">{issue.fix}</p>
                <div className="mt-1.5 flex gap-2">
                  {issue.elementId && (
                    <button
                      type="button"
                      className="text-[11px] font-medium text-brand-700 hover:underline"
                      onClick={() => select(issue.elementId!)}
                    >
                      {BUDGET_TEXTS.select}
                    </button>
                  )}
                  {issue.compress && !readOnly && (
                    <button
                      type="button"
                      disabled={compress.isPending}
                      onClick={() => compress.mutate(issue.compress!)}
                      className="h-6 rounded bg-neutral-900 px-2 text-[11px] font-medium text-white disabled:opacity-50"
                    >
                      {compress.isPending && compress.variables?.assetId === issue.compress.assetId
                        ? BUDGET_TEXTS.compressing
                        : `${BUDGET_TEXTS.compress} ${issue.compress.name}`}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
