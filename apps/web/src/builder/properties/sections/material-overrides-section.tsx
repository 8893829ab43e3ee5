// Material overrides (SPEC §2): per mesh of the selected model, a material select with 'None' and
// the placeholder 'Select Material'. Mesh names are read from the model file itself.
import { setStaticProp, type PropValue } from '@vitrine/core';
import { useEffect, useState } from 'react';
import { useYMapKey } from '../../doc/use-y.ts';
import { FIELD_CLASS } from '../commit-input.tsx';
import { useGlElements, useProjectAssets } from '../project-data.ts';
import { shownContent } from '../prop-values.ts';
import { PANEL_TEXTS } from '../texts.ts';
import { useEditElements, useElementPart, useReadOnly, type SelectedElement } from '../use-selection.ts';
import { gltfMeshNames } from './gltf-meshes.ts';
import { MATERIAL_OVERRIDES_PROP, readOverrides, withOverride } from './material-overrides.ts';

const NONE = '__none__';

function useModelUrl(element: SelectedElement): string | null {
  const props = useElementPart(element.map, 'props');
  const src = useYMapKey<PropValue>(props, 'src');
  const assets = useProjectAssets();
  if (src?.type === 'reference')
    return assets.find((asset) => asset.id === src.content)?.url ?? src.url ?? null;
  const content = shownContent(src, {});
  return typeof content === 'string' && content ? content : null;
}

function useMeshNames(url: string | null): string[] {
  const [meshes, setMeshes] = useState<string[]>([]);
  useEffect(() => {
    setMeshes([]);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) =>
        response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status))),
      )
      .then((buffer) => setMeshes(gltfMeshNames(buffer)))
      .catch(() => setMeshes([]));
    return () => controller.abort();
  }, [url]);
  return meshes;
}

export function MaterialOverridesSection({ element }: { element: SelectedElement }) {
  const props = useElementPart(element.map, 'props');
  const value = useYMapKey<PropValue>(props, MATERIAL_OVERRIDES_PROP);
  const overrides = readOverrides(shownContent(value, {}));
  const meshes = useMeshNames(useModelUrl(element));
  const materials = useGlElements('material');
  const readOnly = useReadOnly();
  const edit = useEditElements();

  const choose = (mesh: string, choice: string) => {
    const content = withOverride(overrides, mesh, choice === NONE || choice === '' ? null : choice);
    edit([element.id], (doc, ref) => setStaticProp(doc, { ...ref, prop: MATERIAL_OVERRIDES_PROP, content }));
  };

  if (meshes.length === 0) return <p className="px-3 text-[11px] text-neutral-400">{PANEL_TEXTS.noMeshes}</p>;
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
