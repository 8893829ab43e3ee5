// ASSET: a library file of the allowed file types, stored as an asset reference (id and url).
import { FIELD_CLASS } from '../commit-input.tsx';
import { assetsOfTypes, useProjectAssets } from '../project-data.ts';
import { PANEL_TEXTS } from '../texts.ts';
import type { ControlProps } from './control-props.ts';

export function AssetControl({ meta, value, disabled, setValue, unset }: ControlProps) {
  const assets = assetsOfTypes(useProjectAssets(), meta.fileTypes);
  const selected = value?.type === 'reference' ? value.content : '';
  const types = meta.fileTypes?.map((type) => `.${type}`).join(' ');
  return (
    <select
      aria-label={meta.label}
      title={types}
      className={FIELD_CLASS}
      value={selected}
      disabled={disabled}
      onChange={(event) => {
        const asset = assets.find((candidate) => candidate.id === event.target.value);
        if (!asset) {
          unset();
          return;
        }
        setValue({
          type: 'reference',
          referenceType: 'asset',
          content: asset.id,
          ...(asset.url ? { url: asset.url } : {}),
        });
      }}
    >
      <option value="">
        {PANEL_TEXTS.noAsset} ({types})
      </option>
      {assets.map((asset) => (
        <option key={asset.id} value={asset.id}>
          {asset.name}
        </option>
      ))}
    </select>
  );
}
