// The material editor of the library (SPEC §5): every field of a material asset with its bounds and
// step, every texture slot, and a live preview sphere (react-three-fiber, loaded only when shown).
import { IconArrowLeft } from '@tabler/icons-react';
import {
  MATERIAL_BOUNDS,
  MATERIAL_SIDES,
  NORMAL_MAP_TYPES,
  OperationError,
  renameAsset,
  TEXTURE_SLOTS,
  updateMaterialAsset,
  type MaterialData,
} from '@vitrine/core';
import { lazy, Suspense } from 'react';
import { toast } from 'sonner';
import { useSession } from '../state/session.tsx';
import { LIBRARY_LABELS } from './texts.ts';
import { CheckField, ColorField, NumberField, Row, SelectField } from './material-fields.tsx';
import { TextureSlotEditor } from './texture-slot.tsx';
import { useMaterial } from './use-material.ts';

const MaterialPreview = lazy(() => import('./material-preview.tsx'));

type BoundedField = Exclude<keyof typeof MATERIAL_BOUNDS, 'normalScale'>;
const NUMBER_FIELDS: { field: BoundedField; label: string }[] = [
  { field: 'ior', label: 'IOR' },
  { field: 'metalness', label: 'Metalness' },
  { field: 'roughness', label: 'Roughness' },
  { field: 'sheen', label: 'Sheen' },
  { field: 'sheenRoughness', label: 'Sheen roughness' },
  { field: 'transmission', label: 'Transmission' },
  { field: 'specularIntensity', label: 'Specular intensity' },
  { field: 'alphaTest', label: 'Alpha test' },
  { field: 'bumpScale', label: 'Bump scale' },
  { field: 'aoMapIntensity', label: 'AO map intensity' },
  { field: 'lightMapIntensity', label: 'Light map intensity' },
];
const SIDE_OPTIONS = Object.entries(MATERIAL_SIDES).map(([label, value]) => ({ label, value }));
const NORMAL_MAP_OPTIONS = [
  { label: 'Tangent space', value: NORMAL_MAP_TYPES.TangentSpace },
  { label: 'Object space', value: NORMAL_MAP_TYPES.ObjectSpace },
];

export default function MaterialEditor(props: { assetId: string; onClose(): void }) {
  const { doc, readOnly } = useSession();
  const material = useMaterial(props.assetId);
  if (!material) return null;
  const { data } = material;

  const run = (change: () => void) => {
    try {
      change();
    } catch (error) {
      if (error instanceof OperationError) toast.error(error.message);
      else throw error;
    }
  };
  const set = (changes: Partial<MaterialData>) =>
    run(() => updateMaterialAsset(doc, { id: props.assetId, changes: changes as never }));
  const normalStep = MATERIAL_BOUNDS.normalScale.step;

  return (
    <section
      className="flex min-h-0 flex-1 flex-col"
      data-testid="material-editor"
      aria-label="Material editor"
    >
      <header className="flex items-center gap-1 px-2 py-1.5">
        <button
          type="button"
          aria-label={LIBRARY_LABELS.back}
          className="rounded p-1 hover:bg-neutral-100"
          onClick={props.onClose}
        >
          <IconArrowLeft size={16} />
        </button>
        <input
          key={material.name}
          aria-label="Material name"
          defaultValue={material.name}
          disabled={readOnly}
          className="min-w-0 flex-1 rounded border border-transparent px-1 py-0.5 text-sm font-medium hover:border-neutral-200"
          onBlur={(event) => {
            const value = event.currentTarget.value;
            if (value === material.name) return;
            run(() => renameAsset(doc, { id: props.assetId, name: value }));
            event.currentTarget.value = material.name;
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </header>
      <div className="h-40 shrink-0 bg-neutral-900" data-testid="material-preview">
        <Suspense fallback={null}>
          <MaterialPreview data={data} />
        </Suspense>
      </div>
      <fieldset className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto pb-4" disabled={readOnly}>
        <ColorField label="Color" value={data.color} onChange={(color) => set({ color })} />
        {NUMBER_FIELDS.map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            value={data[field]}
            min={MATERIAL_BOUNDS[field].min}
            max={MATERIAL_BOUNDS[field].max}
            step={MATERIAL_BOUNDS[field].step}
            onChange={(value) => set({ [field]: value })}
          />
        ))}
        <NumberField
          label="Normal scale X"
          value={data.normalScale[0]}
          min={0}
          max={1}
          step={normalStep}
          onChange={(value) => set({ normalScale: [value, data.normalScale[1]] })}
        />
        <NumberField
          label="Normal scale Y"
          value={data.normalScale[1]}
          min={0}
          max={1}
          step={normalStep}
          onChange={(value) => set({ normalScale: [data.normalScale[0], value] })}
        />
        <SelectField
          label="Normal map type"
          value={data.normalMapType}
          options={NORMAL_MAP_OPTIONS}
          onChange={(normalMapType) => set({ normalMapType })}
        />
        <SelectField
          label="Side"
          value={data.side}
          options={SIDE_OPTIONS}
          onChange={(side) => set({ side })}
        />
        <CheckField
          label="Transparent"
          value={data.transparent}
          onChange={(transparent) => set({ transparent })}
        />
        <CheckField label="Alpha hash" value={data.alphaHash} onChange={(alphaHash) => set({ alphaHash })} />
        <ColorField
          label="Sheen color"
          value={data.sheenColor}
          onChange={(sheenColor) => set({ sheenColor })}
        />
        <ColorField
          label="Specular color"
          value={data.specularColor}
          onChange={(specularColor) => set({ specularColor })}
        />
        <Row label="Textures">
          <span className="text-neutral-500">jpg, jpeg, png</span>
        </Row>
        {TEXTURE_SLOTS.map((slot) => (
          <TextureSlotEditor
            key={slot}
            assetId={props.assetId}
            parentId={material.parentId}
            slot={slot}
            data={data}
          />
        ))}
      </fieldset>
    </section>
  );
}
