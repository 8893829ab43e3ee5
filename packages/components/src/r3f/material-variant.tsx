// MaterialVariant: a list of {label, asset: {id}} material assets; the selected variant (by a
// selectVariant action, else by the value prop, else the first) is applied to the parent mesh.
import { useProject, useRuntime } from '../render/context.ts';
import type { ElementRenderProps } from '../render/types.ts';
import { MaterialFromData } from './material-from-data.tsx';

interface Variant {
  label?: string;
  asset?: { id?: string };
}

export function MaterialVariant({ element, props }: ElementRenderProps) {
  const project = useProject();
  const { variants } = useRuntime();
  const list = (Array.isArray(props.variants) ? props.variants : []) as Variant[];
  const wanted = variants[element.id] ?? (typeof props.value === 'string' ? props.value : '');
  const variant = list.find((candidate) => candidate.label === wanted) ?? list[0];
  const assetId = variant?.asset?.id;
  if (!assetId) return null;
  const asset = project.assets?.[assetId];
  if (!asset?.data) throw new Error(`Material asset of variant "${variant.label ?? ''}" was not found`);
  return <MaterialFromData data={asset.data} name={asset.name ?? variant.label} />;
}
