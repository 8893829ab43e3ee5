// A colour picker (react-colorful) in the format of the value it edits (hex, rgba() or hsla()),
// reporting changes debounced by SPEC §9's colour delay so dragging is one edit, not hundreds.
import { useEffect, useRef, useState } from 'react';
import { HexColorPicker, HslaStringColorPicker, RgbaStringColorPicker } from 'react-colorful';
import { PANEL_LIMITS } from '../texts.ts';

export type ColorFormat = 'hex' | 'rgba' | 'hsla';

export function colorFormat(value: string): ColorFormat {
  const lower = value.trim().toLowerCase();
  if (lower.startsWith('hsl')) return 'hsla';
  if (lower.startsWith('rgb')) return 'rgba';
  return 'hex';
}

/** A value the picker can show: named colours and other forms fall back to black. */
export function pickerValue(value: string): string {
  const format = colorFormat(value);
  if (format !== 'hex') return value;
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : '#000000';
}

interface ColorPickerProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

export function DebouncedColorPicker({ value, onChange, disabled }: ColorPickerProps) {
  const [draft, setDraft] = useState(() => pickerValue(value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!timer.current) setDraft(pickerValue(value));
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (next: string) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      onChangeRef.current(next);
    }, PANEL_LIMITS.colorDebounceMs);
  };

  const format = colorFormat(draft);
  const className = disabled ? 'pointer-events-none opacity-50' : undefined;
  return (
    <div className={className} data-testid="color-picker">
      {format === 'hsla' && <HslaStringColorPicker color={draft} onChange={change} />}
      {format === 'rgba' && <RgbaStringColorPicker color={draft} onChange={change} />}
      {format === 'hex' && <HexColorPicker color={draft} onChange={change} />}
    </div>
  );
}
