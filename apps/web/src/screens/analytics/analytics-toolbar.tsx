// The Analytics view's filters: a date range (presets or two dates), the release and the device.
import { DEVICE_CLASSES, type DeviceClass } from '@vitrine/core';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ANALYTICS_TEXTS, PRESETS, type PresetId } from './texts.ts';
import type { useAnalyticsFilters } from './use-analytics-filters.ts';

const ALL = '__all__';
const DEVICE_LABELS: Record<DeviceClass, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  laptop: 'Laptop',
  desktop: 'Desktop',
};

export function AnalyticsToolbar({
  controls,
  versions,
}: {
  controls: ReturnType<typeof useAnalyticsFilters>;
  versions: string[];
}) {
  const { filters } = controls;
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const dateInput =
    'h-9 rounded-lg border border-neutral-200 bg-white px-2.5 text-sm text-neutral-800 shadow-xs outline-none focus-visible:ring-4 focus-visible:ring-brand-100';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="analytics-toolbar">
      <Select<PresetId>
        aria-label={ANALYTICS_TEXTS.range}
        value={filters.preset}
        onValueChange={(preset) =>
          preset === 'custom' ? controls.setDates(filters.from, filters.to) : controls.setPreset(preset)
        }
        options={PRESETS.map((preset) => ({ value: preset.id, label: preset.label }))}
        className="min-w-40"
      />
      {filters.preset === 'custom' && (
        <form
          className="flex items-center gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to && from <= to) controls.setDates(from, to);
          }}
        >
          <input
            type="date"
            aria-label={ANALYTICS_TEXTS.from}
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            className={dateInput}
          />
          <span className="text-neutral-500">–</span>
          <input
            type="date"
            aria-label={ANALYTICS_TEXTS.to}
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className={dateInput}
          />
          <Button type="submit" variant="secondary" size="sm">
            {ANALYTICS_TEXTS.apply}
          </Button>
        </form>
      )}
      <Select
        aria-label={ANALYTICS_TEXTS.releaseFilter}
        value={filters.release ?? ALL}
        onValueChange={(value) => controls.setRelease(value === ALL ? null : value)}
        options={[
          { value: ALL, label: ANALYTICS_TEXTS.allReleases },
          ...versions.map((version) => ({ value: version, label: ANALYTICS_TEXTS.release(version) })),
        ]}
        className="min-w-36"
      />
      <Select
        aria-label="Device"
        value={filters.device ?? ALL}
        onValueChange={(value) => controls.setDevice(value === ALL ? null : (value as DeviceClass))}
        options={[
          { value: ALL, label: 'All devices' },
          ...DEVICE_CLASSES.map((device) => ({ value: device, label: DEVICE_LABELS[device] })),
        ]}
        className="min-w-32"
      />
    </div>
  );
}
