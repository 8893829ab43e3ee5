// Business constants and limits of the product (SPEC.md §9, plus the numeric bounds of §5 that the
// document model enforces). Every part of the product reads them from here.

export const DEVICE_TYPES = ['MOBILE', 'TABLET', 'LAPTOP', 'DESKTOP'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const DEFAULT_DEVICE_TYPE: DeviceType = 'DESKTOP';

/** Preview frame sizes per device type (width x height, px). */
export const DEVICE_SIZES: Readonly<Record<DeviceType, { width: number; height: number }>> = {
  MOBILE: { width: 390, height: 844 },
  TABLET: { width: 768, height: 1024 },
  LAPTOP: { width: 1366, height: 768 },
  DESKTOP: { width: 1920, height: 937 },
};
/** The canvas container keeps the desktop ratio. */
export const CANVAS_CONTAINER_RATIO = DEVICE_SIZES.DESKTOP.width / DEVICE_SIZES.DESKTOP.height;

// Login and tokens.
export const OTP_LENGTH = 4;
export const OTP_RESEND_COUNTDOWN_SECONDS = 30;
export const REFRESH_TRIGGER_STATUS = 401;
export const PHONE_LENGTH = 10;
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

// Project document defaults.
export const DEFAULT_PAGE_LABEL = 'Page 1';
export const DEFAULT_THEME_NAME = 'default';
// Page URLs and SEO (docs/releases.md, "Page URLs"). A slug names a page in its published URL
// (/p/:projectId/:slug): lowercase letters, digits and hyphens, unique in its project. The words
// below are taken by the published site's own URLs and so are never a page's slug.
export const PAGE_SLUG_MAX_LENGTH = 100;
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'embed',
  'files',
  'release',
  'robots',
  'sitemap',
  'static',
  'assets',
  'index',
  'p',
  'v2',
];
/** What search engines show of a title and a description; longer ones are allowed up to the max. */
export const PAGE_TITLE_RECOMMENDED_LENGTH = 70;
export const PAGE_TITLE_MAX_LENGTH = 200;
export const PAGE_DESCRIPTION_RECOMMENDED_LENGTH = 160;
export const PAGE_DESCRIPTION_MAX_LENGTH = 500;
/** The Open Graph image: a URL from the project's asset library. */
export const PAGE_IMAGE_URL_MAX_LENGTH = 2048;
/** The published site's language (<html lang>), a BCP 47 tag such as 'en' or 'pt-BR'. */
export const DEFAULT_SITE_LANG = 'en';
export const SITE_LANG_PATTERN = /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/;
export const SITE_LANG_MAX_LENGTH = 35;
/** The name a new theme gets (with a number suffix when taken). */
export const NEW_THEME_NAME = 'Theme';
export const MAX_THEME_NAME_LENGTH = 60;
export const NEW_TOKEN_NAME = 'customToken';
/** A warm orange, the value of a new colour token. */
export const NEW_COLOR_TOKEN_VALUE = 'hsla(25, 95%, 53%, 1)';
export const NEW_TOKEN_VALUE = '0';
export const DEFAULT_EVENT = 'onClick';
export const NEW_MATERIAL_TYPE = 'MeshPhysicalMaterial';
export const NEW_VARIANT_LABEL_PREFIX = 'label';
export const DEFAULT_FOLDER_NAME = 'Folder';
export const DEFAULT_WATERMARK_POSITION = 'bottom-right';
/** Where published pages of plans without white-label show the Vitrine badge (config.watermark.position). */
export const WATERMARK_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

// Currencies and prices.
export const CURRENCIES = ['INR', 'USD'] as const;
export type KnownCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: KnownCurrency = 'INR';
export const PRICE_MINOR_UNITS = 100;
export const BILLING_PERIODS = ['month', 'year'] as const;
export const DEFAULT_BILLING_PERIOD = 'month';
export const PLAN_FAMILIES = ['commercial', 'business'] as const;
export const NUMBER_DECIMAL_SCALE = 2;
/** SPEC §9: the NumberFormat component groups by lakh (12,34,567.00) unless told otherwise. */
export const NUMBER_FORMAT_GROUPING = 'lakh';
export const THOUSANDS_SEPARATOR = ',';
export const DECIMAL_SEPARATOR = '.';

// Dashboard.
export const RECENT_PROJECTS_LIMIT = 4;
export const PROJECT_CARD_MIN_WIDTH_PX = 280;
export const THUMBNAIL_HEIGHT_PX = 135;
export const TEAMS_PAGE_LIMIT = 50;
export const DASHBOARD_USER_PROJECTS_LIMIT = 8;

// Builder.
export const RECENT_COMPONENTS_LIMIT = 10;
export const THUMBNAIL_DEBOUNCE_MS = 10_000;
export const THUMBNAIL_FILE_NAME = 'thumbnail.png';
export const RECENTRE_DELAY_MS = 100;
export const RECENTRE_ANIMATION_MS = 250;
export const INSERT_LIST_HEIGHT_PX = 500;
export const DIAGNOSTICS_MAX_HEIGHT = '70vh';
export const ZOOM = { min: 1, max: 8, wheelStep: 0.2, doubleClickStep: 0.7, animationMs: 200 } as const;
export const VARIANT_LIST_HEIGHT_PX = 150;
export const EXPORT_FILE_NAME = 'components.json';
export const MATERIAL_MIME_TYPE = 'model/vnd.vitrine.material';
/** Drop position thresholds as fractions of the target's height (upper 25 %, lower 25 %). */
export const DROP_THRESHOLDS = { top: 0.25, bottom: 0.75 } as const;
export const DRAG_HOVER_EXPAND_MS = 750;
export const BREADCRUMB_VISIBLE_FOLDERS = 4;
export const UPLOAD_CONCURRENCY = 1;
export const THUMBNAIL_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp'] as const;
export const FORK_POLL_MS = 500;
export const COPIED_LABEL_MS = 2000;
export const BILLING_CACHE_MS = 60_000;
export const COLOR_DEBOUNCE_MS = 200;
export const TOAST = { durationMs: 4000, visible: 3, widthPx: 356 } as const;
export const FUZZY_SEARCH_THRESHOLD = 0.5;
export const TOOLTIP = { delayMs: 700, skipMs: 300 } as const;
export const HOVER_CARD = { openMs: 700, closeMs: 300 } as const;
export const SCROLL_AREA_HIDE_MS = 600;
export const TABLER_ICONS_VERSION = '3.7.0';
export const CANVAS_DEFAULTS = { fov: 75, near: 0.1, far: 1000, shadowQuality: 'medium' } as const;
export const CANVAS_TEXT_DEFAULTS = { size: 30, font: 'Arial' } as const;
export const HOTSPOT_Z_INDEX_RANGE = [16777271, 0] as const;
export const INITIAL_LOADER_ACCENT = '#f97316';

// Asset library.
export const ASSET_FILTERS = ['all', 'models', 'materials', 'environments', 'images'] as const;
export const ASSET_EXTENSIONS = {
  models: ['.gltf', '.glb'],
  images: ['.jpg', '.jpeg', '.png', '.webp'],
  environments: ['.hdr', '.exr'],
} as const;
export const MAP_SLOT_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

// Collaboration.
export const PRESENCE_TIMEOUT_MS = 30_000;
export const PRESENCE_CHECK_MS = 3000;
export const SOCKET_INACTIVITY_MS = 30_000;
export const SOCKET_CHECK_MS = 3000;
export const CONNECTION_RETRIES = 5;
export const DEFAULT_RETRY_COUNT = 10;
export const LOCAL_PERSISTENCE_TRIM = { updates: 500, afterMs: 1000 } as const;
export const CLOSE_CODE_NO_RECONNECT = 4500;

/** Units offered by the style inputs (SPEC §2, property panel). */
export const STYLE_UNITS = ['number', 'px', 'rem', 'em', '%'] as const;

/** At most this many allowed domains (sites that may embed its releases) per project. */
export const ALLOWED_DOMAINS_MAX = 50;

// Breakpoints (docs/breakpoints.md; the schema is schema/breakpoint.ts). Here, apart from zod, for the
// published runtime.
export const BASE_BREAKPOINT_ID = 'base';
/** A breakpoint id: lower-case letters, digits and dashes (it prefixes style keys, so never ':'). */
export const BREAKPOINT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const BREAKPOINT_LABEL_MAX_LENGTH = 40;
/** The widest width a breakpoint may name, in CSS pixels. */
export const BREAKPOINT_WIDTH_MAX = 10_000;

/** The breakpoints of a new project, and of a document older than breakpoints (schema/breakpoint.ts). */
export const DEFAULT_BREAKPOINTS: Readonly<
  Record<string, { id: string; label: string; maxWidth?: number; minWidth?: number }>
> = {
  [BASE_BREAKPOINT_ID]: { id: BASE_BREAKPOINT_ID, label: 'Desktop' },
  tablet: { id: 'tablet', label: 'Tablet', maxWidth: 991 },
  'mobile-landscape': { id: 'mobile-landscape', label: 'Mobile landscape', maxWidth: 767 },
  'mobile-portrait': { id: 'mobile-portrait', label: 'Mobile portrait', maxWidth: 478 },
};
