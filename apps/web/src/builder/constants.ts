// Every user-visible text and number of the builder (SPEC §2, §4, §8, §9) in one place.

export const TEXTS = {
  newPageAdded: 'New Page Added',
  deletePageTitle: 'Delete page',
  deletePageDescription: 'Are you sure you want to delete page',
  duplicate: 'Duplicate',
  projectNameUpdated: 'Project name updated !',
  statusConnected: 'Status: Connected',
  statusDisconnected: 'Status: Disconnected',
  oldestChanges: 'Already on the oldest changes !',
  latestChanges: 'Already on the latest changes !',
  insertPlaceholder: 'Start typing to search for the component',
  insertEmpty: 'Not results found.',
  recentGroup: 'Recent',
  insertingIn: 'Inserting component in',
  componentsImported: 'Components imported !',
  componentsExported: 'Components exported !',
  importExportFailed: 'Something went wrong !',
  problemParsingFile: 'Problem parsing input file.',
  diagnostics: (count: number) => `Component diagnostics (${count})`,
  routeError: 'Something went wrong !',
  defaultToast: 'Something went wrong !!!',
  forkToTeam: 'Fork to team',
  forkedSuccessfully: 'Project forked successfully !',
} as const;

/** SPEC §9 numbers used by the builder. */
export const LIMITS = {
  recentComponents: 10,
  recentreDelayMs: 100,
  recentreAnimationMs: 250,
  insertListHeightPx: 500,
  zoom: { min: 1, max: 8, wheelStep: 0.2, doubleClickStep: 0.7, animationMs: 200 },
  dropTopFraction: 0.25,
  dropBottomFraction: 0.75,
  dragHoverExpandMs: 750,
  publishPopoverWidthPx: 480,
  forkPollMs: 500,
} as const;

export const EXPORT_FILE_NAME = 'components.json';

/** SPEC §3 device sizes (width x height); pages default to DESKTOP. */
export const DEVICE_SIZES = {
  MOBILE: { width: 390, height: 844 },
  DESKTOP: { width: 1920, height: 937 },
  TABLET: { width: 768, height: 1024 },
  LAPTOP: { width: 1366, height: 768 },
} as const;

export type DeviceType = keyof typeof DEVICE_SIZES;

export function deviceSize(deviceType: unknown): { width: number; height: number } {
  const key = typeof deviceType === 'string' ? deviceType.toUpperCase() : '';
  return key in DEVICE_SIZES ? DEVICE_SIZES[key as DeviceType] : DEVICE_SIZES.DESKTOP;
}

export const ACCENT = '#f97316';
