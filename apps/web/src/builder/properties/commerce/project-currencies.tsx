// The currencies the project sells in: visitors can switch between them (setCurrency actions,
// CurrencyLabel, TotalPrice). Each currency once; the project's default currency stays.
import {
  addProjectCurrency,
  CURRENCIES,
  DEFAULT_CURRENCY,
  projectMap,
  removeProjectCurrency,
} from '@vitrine/core';
import * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../../doc/use-y.ts';
import { useSession } from '../../state/session.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditProject, useReadOnly } from '../use-selection.ts';

function useProjectCurrencies(): { currencies: string[]; defaultCurrency: string } {
  const { doc } = useSession();
  const root = projectMap(doc);
  const list = useYMapKey(root, 'currencies');
  const currencies = useYSelector(list instanceof Y.Array ? (list as Y.Array<string>) : null, (target) =>
    target ? target.toArray() : [],
  );
  const currency = useYMapKey(root, 'currency');
  return { currencies, defaultCurrency: typeof currency === 'string' ? currency : DEFAULT_CURRENCY };
}

export function ProjectCurrencies() {
  const { currencies, defaultCurrency } = useProjectCurrencies();
  const readOnly = useReadOnly();
  const edit = useEditProject();
  return (
    <div className="grid gap-1.5" data-testid="project-currencies">
      <h3 className="text-[11px] font-medium tracking-wide text-neutral-600 uppercase">
        {PANEL_TEXTS.currencies}
      </h3>
      <div className="flex flex-wrap gap-1.5">
        {CURRENCIES.map((code) => {
          const active = currencies.includes(code);
          const isDefault = code === defaultCurrency;
          return (
            <button
              key={code}
              type="button"
              aria-pressed={active}
              disabled={readOnly || (active && isDefault)}
              title={active && isDefault ? PANEL_TEXTS.defaultCurrency : undefined}
              onClick={() =>
                edit((doc) =>
                  active
                    ? removeProjectCurrency(doc, { currencyCode: code })
                    : addProjectCurrency(doc, { currencyCode: code }),
                )
              }
              className={
                active
                  ? 'h-7 rounded-md border border-orange-300 bg-orange-50 px-2.5 text-xs font-medium text-orange-700 disabled:opacity-70'
                  : 'h-7 rounded-md border border-neutral-200 px-2.5 text-xs text-neutral-600 hover:bg-neutral-50 disabled:opacity-50'
              }
            >
              {code}
            </button>
          );
        })}
      </div>
    </div>
  );
}
