// The corner of published pages where the Vitrine badge sits (config.watermark.position), part of
// the document: it is published with the next release. White-label plans show no badge at all.
import {
  DEFAULT_WATERMARK_POSITION,
  setWatermarkPosition,
  WATERMARK_POSITIONS,
  type WatermarkPosition,
  asYMap,
  readString,
  projectMap,
} from '@vitrine/core';
import { useYMapKey } from '../doc/use-y.ts';
import { useEditProject, useReadOnly } from '../properties/use-selection.ts';
import { useSession } from '../state/session.tsx';
import { PUBLISH_TEXTS as T } from './texts.ts';

export function WatermarkPositionSelect() {
  const { doc } = useSession();
  const config = asYMap(useYMapKey(projectMap(doc), 'config'));
  const position = readString(useYMapKey(asYMap(useYMapKey(config, 'watermark')), 'position'));
  const edit = useEditProject();
  const readOnly = useReadOnly();
  return (
    <label
      className="mt-4 grid gap-1 border-t border-neutral-100 pt-3 text-xs text-neutral-600"
      data-testid="watermark-position"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium">{T.watermarkLabel}</span>
        <select
          value={position ?? DEFAULT_WATERMARK_POSITION}
          disabled={readOnly}
          onChange={(event) => edit((next) => setWatermarkPosition(next, { position: event.target.value }))}
          className="h-7 rounded-md border border-neutral-200 px-2 text-xs"
        >
          {WATERMARK_POSITIONS.map((value: WatermarkPosition) => (
            <option key={value} value={value}>
              {T.watermarkPositions[value]}
            </option>
          ))}
        </select>
      </span>
      <span className="text-neutral-500">{T.watermarkHint}</span>
    </label>
  );
}
