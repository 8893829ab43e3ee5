// Price options of one owner (an attribute option): a value per currency, each currency once;
// 'Add Price Option' adds the next free currency and is disabled when none is left. Values are in
// the currency's main unit with two decimals (129.5 is ₹129.50), as every price of the document;
// each shows beside its field as a shopper will see it (core's formatPrice).
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  addPriceOption,
  formatPrice,
  removePriceOption,
  roundPrice,
  setPriceOptionValue,
  toMinorUnits,
} from '@vitrine/core';
import { CommitInput } from '../commit-input.tsx';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditProject, useReadOnly } from '../use-selection.ts';
import { freeCurrencies, useCurrencies, usePriceOptions } from './use-attributes.ts';

export function PriceOptionsEditor({ ownerId }: { ownerId: string }) {
  const options = usePriceOptions(ownerId);
  const free = freeCurrencies(useCurrencies(), options);
  const readOnly = useReadOnly();
  const edit = useEditProject();
  return (
    <div className="grid gap-1 pl-4" data-testid="price-options">
      {options.map((option) => (
        <div key={option.currencyCode} className="grid grid-cols-[40px_1fr_auto_auto] items-center gap-1">
          <span className="text-[11px] text-neutral-500">{option.currencyCode}</span>
          <CommitInput
            type="number"
            aria-label={`Price in ${option.currencyCode}`}
            step="0.01"
            value={String(option.value)}
            disabled={readOnly}
            onCommit={(text) => {
              const typed = Number(text);
              if (text.trim() === '' || !Number.isFinite(typed)) return;
              const value = roundPrice(typed);
              edit((doc) => setPriceOptionValue(doc, { ownerId, currencyCode: option.currencyCode, value }));
            }}
          />
          <span className="text-[11px] text-neutral-500 tabular-nums" data-testid="price-shown">
            {formatPrice(toMinorUnits(option.value), option.currencyCode)}
          </span>
          <button
            type="button"
            aria-label={PANEL_TEXTS.remove}
            disabled={readOnly}
            onClick={() =>
              edit((doc) => removePriceOption(doc, { ownerId, currencyCode: option.currencyCode }))
            }
            className="grid size-6 place-items-center rounded text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
          >
            <IconTrash size={12} />
          </button>
        </div>
      ))}
      <button
        type="button"
        disabled={readOnly || free.length === 0}
        onClick={() => edit((doc) => addPriceOption(doc, { ownerId, currencyCode: free[0]!, value: 0 }))}
        className="flex h-6 items-center justify-center gap-1 rounded border border-dashed border-neutral-300 text-[11px] text-neutral-600 disabled:opacity-40"
      >
        <IconPlus size={12} /> {PANEL_TEXTS.addPriceOption}
      </button>
    </div>
  );
}
