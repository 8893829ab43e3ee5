// Material variants (SPEC §2): a searchable list (150 px high) of variants, each with a label, a
// material asset combo, a go-to-assets button and a remove button; 'Add variant' adds 'label {n}'.
import { IconExternalLink, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { MATERIAL_MIME_TYPE } from '@vitrine/core';
import { useState } from 'react';
import { CommitInput, FIELD_CLASS } from '../commit-input.tsx';
import type { ControlProps } from '../controls/control-props.ts';
import { useProjectAssets } from '../project-data.ts';
import { PANEL_LIMITS, PANEL_TEXTS } from '../texts.ts';
import { EmptyMiss } from './empty-miss.tsx';
import { revealAsset } from './reveal-asset.ts';
import {
  matchingVariants,
  readVariants,
  withNewVariant,
  withoutVariant,
  withVariant,
} from './variant-list.ts';

export function MaterialVariantsEditor({ content, disabled, setContent }: ControlProps) {
  const [query, setQuery] = useState('');
  const variants = readVariants(content);
  const materials = useProjectAssets().filter((asset) => asset.mimeType === MATERIAL_MIME_TYPE);
  const shown = matchingVariants(variants, query);

  return (
    <div className="grid gap-1.5" data-testid="material-variants">
      <label className="relative block">
        <IconSearch size={13} className="absolute top-2 left-2 text-neutral-500" />
        <input
          className={`${FIELD_CLASS} pl-6`}
          placeholder={PANEL_TEXTS.searchVariants}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <ul className="overflow-y-auto" style={{ height: PANEL_LIMITS.variantListHeightPx }}>
        {shown.length === 0 && <EmptyMiss detail />}
        {shown.map((index) => {
          const variant = variants[index]!;
          return (
            <li key={index} className="mb-1 grid grid-cols-[1fr_1fr_auto_auto] items-center gap-1">
              <CommitInput
                aria-label="Variant label"
                value={variant.label}
                disabled={disabled}
                onCommit={(label) => setContent(withVariant(variants, index, { label }))}
              />
              <select
                aria-label="Variant material"
                className={FIELD_CLASS}
                value={variant.asset.id}
                disabled={disabled}
                onChange={(event) =>
                  setContent(withVariant(variants, index, { asset: { id: event.target.value } }))
                }
              >
                <option value="">{PANEL_TEXTS.selectMaterial}</option>
                {materials.map((asset) => (
                  <option key={asset.id} value={asset.id}>
                    {asset.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                aria-label={PANEL_TEXTS.goToAssets}
                title={PANEL_TEXTS.goToAssets}
                disabled={!variant.asset.id}
                onClick={() => revealAsset(variant.asset.id)}
                className="grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
              >
                <IconExternalLink size={14} />
              </button>
              <button
                type="button"
                aria-label={PANEL_TEXTS.remove}
                disabled={disabled}
                onClick={() => setContent(withoutVariant(variants, index))}
                className="grid size-7 place-items-center rounded-md text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
              >
                <IconTrash size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setContent(withNewVariant(variants))}
        className="flex h-7 items-center justify-center gap-1 rounded-md border border-neutral-200 text-xs hover:bg-neutral-50 disabled:opacity-50"
      >
        <IconPlus size={14} /> {PANEL_TEXTS.addVariant}
      </button>
    </div>
  );
}
