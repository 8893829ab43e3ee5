// A colour picker (react-colorful) in the format of the value it edits (hex, rgba() or hsla()),
// reporting changes debounced by SPEC §9's colour delay so dragging is one edit, not hundreds. A
// change still waiting when the picker closes is reported at once, never dropped.
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
  const pending = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!timer.current) setDraft(pickerValue(value));
  }, [value]);

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next !== null) onChangeRef.current(next);
  };
  // Closing the popover unmounts the picker: the last colour is reported, not lost. (flush reads
  // refs only, so the first render's function serves.)
  useEffect(() => flush, []);

  const change = (next: string) => {
    setDraft(next);
    pending.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, PANEL_LIMITS.colorDebounceMs);
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
