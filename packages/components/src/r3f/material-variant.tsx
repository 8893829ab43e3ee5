// MaterialVariant: a list of {label, asset: {id}} material assets; the selected variant (by a
// selectVariant action, else by the value prop, else the first) dresses the parent: a mesh takes it
// as its material; a GltfModel puts it on the model's mesh named by `mesh`, or on every mesh
// (model-meshes.ts). Anywhere else it could change nothing, so it says so in the diagnostics.
import type { MaterialVariant as MaterialVariantJson } from '@vitrine/core';
import type { Lenient } from '../model/project-json.ts';
import { useProject, useRuntime } from '../render/context.ts';
import { useStoredElement } from '../render/document-store.ts';
import type { RenderProps } from '../render/types.ts';
import type { materialVariantMeta } from './material-variant.meta.ts';
import { MaterialFromData } from './material-from-data.tsx';
import { useParentModel } from './model-meshes.ts';
import { MATERIAL_VARIANT_TEXTS } from './texts.ts';

/** One variant as a document being edited may hold it. */
type Variant = Lenient<MaterialVariantJson>;

/** The parents a variant can dress (For and Show pass it on to their own parent). */
const DRESSABLE = ['mesh', 'GltfModel', 'For', 'Show'];

export function MaterialVariant({ element, props }: RenderProps<typeof materialVariantMeta>) {
  const project = useProject();
  const { variants, document } = useRuntime();
  const parent = useStoredElement(document, element.parent ?? '');
  const model = useParentModel(element.parent);
  if (!DRESSABLE.includes(parent?.elementType ?? '')) throw new Error(MATERIAL_VARIANT_TEXTS.misplaced);
  const list = (Array.isArray(props.variants) ? props.variants : []) as Variant[];
  const wanted = variants[element.id] ?? (typeof props.value === 'string' ? props.value : '');
  const variant = list.find((candidate) => candidate.label === wanted) ?? list[0];
  const assetId = variant?.asset?.id;
  if (!assetId) return null;
  const asset = project.assets?.[assetId];
  if (!asset?.data) throw new Error(MATERIAL_VARIANT_TEXTS.assetMissing(variant.label ?? ''));
  const name = asset.name ?? variant.label;
  // In a model whose file is still loading there is nothing to dress yet.
  if (parent?.elementType === 'GltfModel')
    return model && <model.Dress meshName={String(props.mesh ?? '')} data={asset.data} name={name} />;
  return <MaterialFromData data={asset.data} name={name} />;
}
