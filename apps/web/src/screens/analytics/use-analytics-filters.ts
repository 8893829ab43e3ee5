// The Analytics view's range, release and device filter, kept in the URL (?range=30d or
// ?from=…&to=…, &release=1.0.3, &device=mobile) so a view can be shared and survives a reload.
import { DEVICE_CLASSES, type DeviceClass } from '@vitrine/core';
import { useSearchParams } from 'react-router';
import { lastDays } from './analytics-format.ts';
import { PRESETS, type PresetId } from './texts.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface AnalyticsFilters {
  preset: PresetId;
  from: string;
  to: string;
  release: string | null;
  device: DeviceClass | null;
}

export function readFilters(search: URLSearchParams, today = new Date()): AnalyticsFilters {
  const release = search.get('release') || null;
  const deviceParam = search.get('device');
  const device = DEVICE_CLASSES.find((value) => value === deviceParam) ?? null;
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to) && from <= to) return { preset: 'custom', from, to, release, device };
  const preset = PRESETS.find((entry) => entry.id === search.get('range') && entry.days > 0) ?? PRESETS[2];
  return { preset: preset.id, ...lastDays(preset.days, today), release, device };
}

export function useAnalyticsFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const change = (edit: (next: URLSearchParams) => void) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        edit(next);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    setPreset: (preset: PresetId) =>
      change((next) => {
        next.delete('from');
        next.delete('to');
        next.set('range', preset);
      }),
    setDates: (from: string, to: string) =>
      change((next) => {
        next.delete('range');
        next.set('from', from);
        next.set('to', to);
      }),
    setRelease: (release: string | null) =>
      change((next) => (release ? next.set('release', release) : next.delete('release'))),
    setDevice: (device: DeviceClass | null) =>
      change((next) => (device ? next.set('device', device) : next.delete('device'))),
  };
}
