// MaterialVariant's 'Model mesh': inside a model (a component flagged `model`: GltfModel), which of
// the model's meshes the variants dress (every mesh by default), listed from the model's file; under
// a mesh there is nothing to choose, and the control says what the variant dresses instead.
import { useYMapKey } from '../../doc/use-y.ts';
import { registry } from '../../registry/use-registry.ts';
import { useCurrentPageTree } from '../../state/use-page-tree.ts';
import { FIELD_CLASS } from '../commit-input.tsx';
import { useMeshNames, useModelUrl } from '../sections/use-model-meshes.ts';
import { PANEL_TEXTS } from '../texts.ts';
import type { ControlProps } from './control-props.ts';

export function ModelMeshControl({ content, disabled, elementId, setContent }: ControlProps) {
  const tree = useCurrentPageTree();
  const parentId = useYMapKey<string>(tree?.element(elementId) ?? null, 'parent');
  const parent = parentId ? (tree?.element(parentId) ?? null) : null;
  const parentType = useYMapKey<string>(parent, 'elementType');
  const inModel = Boolean(parentType && registry.get(parentType)?.model);
  const meshes = useMeshNames(useModelUrl(inModel ? parent : null));
  if (!inModel) return <p className="text-[11px] text-neutral-500">{PANEL_TEXTS.variantDressesParentMesh}</p>;
  const current = typeof content === 'string' ? content : '';
  return (
    <select
      aria-label={PANEL_TEXTS.modelMesh}
      className={FIELD_CLASS}
      value={current}
      disabled={disabled}
      onChange={(event) => setContent(event.target.value)}
    >
      <option value="">{PANEL_TEXTS.everyModelMesh}</option>
      {meshes.map((mesh) => (
        <option key={mesh} value={mesh}>
          {mesh}
        </option>
      ))}
      {current && !meshes.includes(current) && <option value={current}>{current}</option>}
    </select>
  );
}
