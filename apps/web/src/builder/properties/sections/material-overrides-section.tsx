// Material overrides (SPEC §2): per mesh of the selected model, a material select with 'None' and
// the placeholder 'Select Material'. Mesh names are read from the model file itself.
import { setStaticProp, type PropValue } from '@vitrine/core';
import { useYMapKey } from '../../doc/use-y.ts';
import { FIELD_CLASS } from '../commit-input.tsx';
import { useGlElements } from '../project-data.ts';
import { shownContent } from '../prop-values.ts';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditElements, useElementPart, useReadOnly, type SelectedElement } from '../use-selection.ts';
import { MATERIAL_OVERRIDES_PROP, readOverrides, withOverride } from './material-overrides.ts';
import { useMeshNames, useModelUrl } from './use-model-meshes.ts';

const NONE = '__none__';

export function MaterialOverridesSection({ element }: { element: SelectedElement }) {
  const props = useElementPart(element.map, 'props');
  const value = useYMapKey<PropValue>(props, MATERIAL_OVERRIDES_PROP);
  const overrides = readOverrides(shownContent(value, {}));
  const meshes = useMeshNames(useModelUrl(element.map));
  const materials = useGlElements('material');
  const readOnly = useReadOnly();
  const edit = useEditElements();

  const choose = (mesh: string, choice: string) => {
    const content = withOverride(overrides, mesh, choice === NONE || choice === '' ? null : choice);
    edit([element.id], (doc, ref) => setStaticProp(doc, { ...ref, prop: MATERIAL_OVERRIDES_PROP, content }));
  };

  if (meshes.length === 0) return <p className="px-3 text-[11px] text-neutral-500">{PANEL_TEXTS.noMeshes}</p>;
  return (
    <div className="grid gap-1 px-3" data-testid="material-overrides">
      {meshes.map((mesh) => {
        const current = overrides.find((override) => override.mesh === mesh)?.targetMaterialId ?? '';
        return (
          <label
            key={mesh}
            className="grid grid-cols-[88px_1fr] items-center gap-2 text-[11px] text-neutral-600"
          >
            <span className="truncate" title={mesh}>
              {mesh}
            </span>
            <select
              aria-label={`Material of ${mesh}`}
              className={FIELD_CLASS}
              value={current}
              disabled={readOnly}
              onChange={(event) => choose(mesh, event.target.value)}
            >
              <option value="" disabled hidden>
                {PANEL_TEXTS.selectMaterial}
              </option>
              <option value={NONE}>{PANEL_TEXTS.none}</option>
              {materials.map((material) => (
                <option key={material.id} value={material.id}>
                  {material.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
}
