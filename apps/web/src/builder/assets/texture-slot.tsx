// One texture slot of the material editor: pick a jpg, jpeg or png (uploaded into the library next to
// the material, or chosen among the library's images), then its wrap, repeat, colour space, flipY,
// uv channel, filters and rotation (stored in radians, shown in degrees).
import { IconTrash } from '@tabler/icons-react';
import {
  clearMaterialTexture,
  COLOR_SPACES,
  MAP_SLOT_EXTENSIONS,
  OperationError,
  setMaterialTexture,
  TEXTURE_FILTER,
  TEXTURE_WRAP,
  updateMaterialTexture,
  type MaterialData,
  type Texture,
  type TextureSlot,
} from '@vitrine/core';
import { toast } from 'sonner';
import { toastError } from '../../api/errors.ts';
import { useSession } from '../state/session.tsx';
import { CheckField, NumberField, Row, SelectField } from './material-fields.tsx';
import { uploadOne } from './upload-queue.ts';
import { useLibraryAssets } from './use-library.ts';
import { TEXTURE_TEXTS } from './texts.ts';

const WRAP_OPTIONS = [
  { label: 'Repeat', value: TEXTURE_WRAP.Repeat },
  { label: 'Mirror', value: TEXTURE_WRAP.Mirror },
  { label: 'Clamp', value: TEXTURE_WRAP.Clamp },
] as const;
const COLOR_SPACE_OPTIONS = [
  { label: 'None', value: COLOR_SPACES.none },
  { label: 'sRGB', value: COLOR_SPACES.sRGB },
  { label: 'Linear sRGB', value: COLOR_SPACES.linearSRGB },
] as const;
const CHANNEL_OPTIONS = [0, 1, 2, 3].map((value) => ({ label: value === 0 ? 'uv' : `uv${value}`, value }));
const MAG_OPTIONS = [
  { label: 'Nearest', value: TEXTURE_FILTER.Nearest },
  { label: 'Linear', value: TEXTURE_FILTER.Linear },
] as const;
const MIN_OPTIONS = Object.entries(TEXTURE_FILTER).map(([label, value]) => ({ label, value }));

const isMapImage = (name: string) =>
  (MAP_SLOT_EXTENSIONS as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase());

export function TextureSlotEditor(props: {
  assetId: string;
  parentId: string | null;
  slot: TextureSlot;
  data: MaterialData;
}) {
  const { doc, projectId, readOnly } = useSession();
  const images = useLibraryAssets().filter((asset) => asset.url && isMapImage(asset.name));
  const { slot, data, assetId } = props;
  const texture = data.textures.find((candidate) => candidate.uuid === data[slot]);
  const image = texture && data.images.find((candidate) => candidate.uuid === texture.image);

  const run = (change: () => void) => {
    try {
      change();
    } catch (error) {
      if (error instanceof OperationError) toast.error(error.message);
      else throw error;
    }
  };
  const update = (changes: Partial<Omit<Texture, 'uuid' | 'image'>>) =>
    run(() => updateMaterialTexture(doc, { id: assetId, slot, changes }));

  const upload = async (file: File) => {
    if (!isMapImage(file.name)) {
      toast.error(TEXTURE_TEXTS.wrongType);
      return;
    }
    try {
      const stored = await uploadOne({ projectId, doc, parentId: props.parentId }, file, file.name);
      run(() => setMaterialTexture(doc, { id: assetId, slot, url: stored.url }));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <fieldset
      className="min-w-0 border-t border-neutral-100 py-1"
      data-testid={`texture-slot-${slot}`}
      disabled={readOnly}
    >
      <legend className="px-3 pt-1 text-[11px] font-medium text-neutral-700">{slot}</legend>
      <Row label="Image">
        {image ? (
          <>
            <img src={image.url} alt="" className="h-8 w-8 rounded border border-neutral-200 object-cover" />
            <button
              type="button"
              aria-label={`${TEXTURE_TEXTS.clear} ${slot}`}
              className="rounded p-1 text-neutral-500 hover:text-red-600"
              onClick={() => run(() => clearMaterialTexture(doc, { id: assetId, slot }))}
            >
              <IconTrash size={14} />
            </button>
          </>
        ) : null}
        <input
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-label={`${TEXTURE_TEXTS.choose} ${slot}`}
          className="w-24 text-[10px]"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <select
          aria-label={`${TEXTURE_TEXTS.fromLibrary} ${slot}`}
          className="min-w-0 flex-1 rounded border border-neutral-200 bg-white text-[10px]"
          value=""
          onChange={(event) => {
            const url = event.target.value;
            if (url) run(() => setMaterialTexture(doc, { id: assetId, slot, url }));
          }}
        >
          <option value="">{TEXTURE_TEXTS.fromLibrary}</option>
          {images.map((asset) => (
            <option key={asset.id} value={asset.url}>
              {asset.name}
            </option>
          ))}
        </select>
      </Row>
      {texture && (
        <>
          <SelectField
            label="Wrap S"
            value={texture.wrap[0]}
            options={WRAP_OPTIONS}
            onChange={(value) => update({ wrap: [value, texture.wrap[1]] })}
          />
          <SelectField
            label="Wrap T"
            value={texture.wrap[1]}
            options={WRAP_OPTIONS}
            onChange={(value) => update({ wrap: [texture.wrap[0], value] })}
          />
          <NumberField
            label="Repeat X"
            value={texture.repeat[0]}
            min={0}
            max={Infinity}
            step={0.01}
            onChange={(value) => update({ repeat: [value, texture.repeat[1]] })}
          />
          <NumberField
            label="Repeat Y"
            value={texture.repeat[1]}
            min={0}
            max={Infinity}
            step={0.01}
            onChange={(value) => update({ repeat: [texture.repeat[0], value] })}
          />
          <SelectField
            label="Colour space"
            value={texture.colorSpace}
            options={COLOR_SPACE_OPTIONS}
            onChange={(value) => update({ colorSpace: value })}
          />
          <CheckField label="Flip Y" value={texture.flipY} onChange={(value) => update({ flipY: value })} />
          <SelectField
            label="Channel"
            value={texture.channel}
            options={CHANNEL_OPTIONS}
            onChange={(value) => update({ channel: value })}
          />
          <SelectField
            label="Mag filter"
            value={texture.magFilter}
            options={MAG_OPTIONS}
            onChange={(value) => update({ magFilter: value })}
          />
          <SelectField
            label="Min filter"
            value={texture.minFilter}
            options={MIN_OPTIONS}
            onChange={(value) => update({ minFilter: value })}
          />
          <NumberField
            label="Rotation (°)"
            value={Math.round(((texture.rotation * 180) / Math.PI) * 100) / 100}
            min={-360}
            max={360}
            step={1}
            onChange={(value) => update({ rotation: (value * Math.PI) / 180 })}
          />
        </>
      )}
    </fieldset>
  );
}
