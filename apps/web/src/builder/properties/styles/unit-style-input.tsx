// A style input: a value with a unit selector (number, px, rem, em, %, token). Picking 'token' opens
// the group's token dropdown; a typed unit ('1.5rem') wins over the selector.
import { useRef, useState } from 'react';
import { CommitInput, FIELD_CLASS } from '../commit-input.tsx';
import { useReadOnly, useResetOnSelection, type SelectedElement } from '../use-selection.ts';
import { useMixed } from '../use-mixed.ts';
import type { StyleProperty } from './style-properties.ts';
import { StyleOriginMarker } from './style-origin-marker.tsx';
import { StyleRowFrame } from './style-row-frame.tsx';
import { useBreakpointStyle } from './use-breakpoint-style.ts';
import { TokenDropdown } from './token-dropdown.tsx';
import {
  DEFAULT_UNIT,
  inputToStyle,
  styleToInput,
  tokenStyle,
  UNIT_CHOICES,
  withUnit,
  type StyleUnit,
  type UnitChoice,
} from './style-values.ts';

interface UnitStyleInputProps {
  spec: StyleProperty;
  elements: readonly SelectedElement[];
}

export function UnitStyleInput({ spec, elements }: UnitStyleInputProps) {
  const atBreakpoint = useBreakpointStyle(elements, spec.property);
  const { style, origin } = atBreakpoint;
  const mixed = useMixed(elements, 'styles', spec.property);
  const readOnly = useReadOnly();
  const ids = elements.map((element) => element.id);
  const [lastUnit, setLastUnit] = useState<StyleUnit>(DEFAULT_UNIT);
  const [tokensOpen, setTokensOpen] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  useResetOnSelection(elements, () => {
    setLastUnit(DEFAULT_UNIT);
    setTokensOpen(false);
  });
  const input = styleToInput(style, lastUnit);
  const { property } = spec;

  const apply = atBreakpoint.apply;

  const changeUnit = (unit: UnitChoice) => {
    if (unit === 'token') {
      setTokensOpen(true);
      return;
    }
    setTokensOpen(false);
    setLastUnit(unit);
    const numeric = withUnit(style, unit);
    if (numeric) apply(numeric);
    else if (style?.content.type === 'token') {
      const value = Number.parseFloat(style.content.value);
      if (Number.isFinite(value)) apply({ type: 'style', content: { type: 'unit', value, unit } });
    }
  };

  return (
    <StyleRowFrame
      property={property}
      label={spec.label}
      unset={origin !== 'this'}
      mixed={mixed}
      origin={<StyleOriginMarker value={atBreakpoint} readOnly={readOnly} />}
    >
      <div ref={fields} className="grid grid-cols-[1fr_64px] gap-1">
        <CommitInput
          scope={`${ids.join()}@${atBreakpoint.breakpoint.id}`}
          aria-label={spec.label}
          value={input.text}
          readOnly={input.unit === 'token'}
          onClick={() => input.unit === 'token' && !readOnly && setTokensOpen(true)}
          disabled={readOnly}
          onCommit={(text) => apply(inputToStyle(text, input.unit === 'token' ? lastUnit : input.unit))}
        />
        <select
          aria-label={`${spec.label} unit`}
          className={FIELD_CLASS}
          value={input.unit}
          disabled={readOnly}
          onChange={(event) => changeUnit(event.target.value as UnitChoice)}
        >
          {UNIT_CHOICES.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </div>
      <TokenDropdown
        anchor={fields}
        group={spec.group}
        open={tokensOpen}
        onOpenChange={setTokensOpen}
        onPick={(key, value) => apply(tokenStyle(spec.group, key, value))}
      />
    </StyleRowFrame>
  );
}
