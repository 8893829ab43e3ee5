// VECTOR2D / VECTOR3D: one number field per axis; rotations show degrees.
import { CommitInput } from '../commit-input.tsx';
import { shownBounds, shownStep, vectorToShown, vectorWith } from '../prop-values.ts';
import type { ControlProps } from './control-props.ts';

const AXES = ['x', 'y', 'z'] as const;

export function VectorControl({ meta, content, disabled, setContent }: ControlProps) {
  const length = meta.type === 'VECTOR2D' ? 2 : 3;
  const shown = vectorToShown(content, length, meta);
  const bounds = shownBounds(meta);
  return (
    <div className="grid gap-1" style={{ gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))` }}>
      {shown.map((value, index) => (
        <label key={AXES[index]} className="flex items-center gap-1 text-[10px] text-neutral-500 uppercase">
          {AXES[index]}
          <CommitInput
            type="number"
            aria-label={`${meta.label} ${AXES[index]}`}
            value={String(value)}
            min={bounds.min}
            max={bounds.max}
            step={shownStep(meta) ?? 'any'}
            disabled={disabled}
            onCommit={(text) => {
              const next = vectorWith(content, length, index, text, meta);
              if (next) setContent(next);
            }}
          />
        </label>
      ))}
    </div>
  );
}
