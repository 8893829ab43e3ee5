// The builder's user-visible texts and numbers (SPEC §2, §4, §8, §9) in one place. Numbers and texts
// the document model already names come from @vitrine/core; the rest are the builder's own.
import {
  DEFAULT_DEVICE_TYPE,
  DEVICE_SIZES,
  DEVICE_TYPES,
  DRAG_HOVER_EXPAND_MS,
  DROP_THRESHOLDS,
  EXPORT_FILE_NAME as CORE_EXPORT_FILE_NAME,
  INSERT_LIST_HEIGHT_PX,
  RECENT_COMPONENTS_LIMIT,
  RECENTRE_ANIMATION_MS,
  RECENTRE_DELAY_MS,
  ZOOM,
  type DeviceType,
} from '@vitrine/core';

export const TEXTS = {
  deletePageTitle: 'Delete page',
  deletePageDescription: 'Are you sure you want to delete page',
  duplicate: 'Duplicate',
  statusConnected: 'Status: Connected',
  statusDisconnected: 'Status: Disconnected',
  accessNowReadOnly: 'Your access changed: this project is now read-only',
  accessNowWritable: 'Your access changed: you can edit this project again',
  insertPlaceholder: 'Start typing to search for the component',
  insertEmpty: 'Not results found.',
  recentGroup: 'Recent',
  insertingIn: 'Inserting component in',
  importExportFailed: 'Something went wrong !',
  problemParsingFile: 'Problem parsing input file.',
  diagnostics: (count: number) => `Component diagnostics (${count})`,
  defaultToast: 'Something went wrong !!!',
} as const;

export const LIMITS = {
  recentComponents: RECENT_COMPONENTS_LIMIT,
  recentreDelayMs: RECENTRE_DELAY_MS,
  recentreAnimationMs: RECENTRE_ANIMATION_MS,
  insertListHeightPx: INSERT_LIST_HEIGHT_PX,
  zoom: ZOOM,
  dropTopFraction: DROP_THRESHOLDS.top,
  dropBottomFraction: DROP_THRESHOLDS.bottom,
  dragHoverExpandMs: DRAG_HOVER_EXPAND_MS,
  publishPopoverWidthPx: 480,
} as const;

export const EXPORT_FILE_NAME = CORE_EXPORT_FILE_NAME;

/** SPEC §3 device sizes; anything unknown shows the default (desktop). */
export function deviceSize(deviceType: unknown): { width: number; height: number } {
  const key = typeof deviceType === 'string' ? deviceType.toUpperCase() : '';
  return (DEVICE_TYPES as readonly string[]).includes(key)
    ? DEVICE_SIZES[key as DeviceType]
    : DEVICE_SIZES[DEFAULT_DEVICE_TYPE];
}
