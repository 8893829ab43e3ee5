// The plain-JSON shape of a project document as the renderer reads it (SPEC §3). The renderer is
// fed `doc.getMap('project').toJSON()` or a release snapshot, so every field is read defensively:
// a half-edited document must still render what it can.

export type PropValue =
  | { type: 'static'; content: unknown }
  | { type: 'binding'; content: string; fallback?: unknown }
  | { type: 'reference'; referenceType: 'asset'; content?: string; assetId?: string; url?: string };

export type StyleContent =
  | { type: 'keyword'; value: string }
  | { type: 'unit'; value: number | string; unit: string }
  | { type: 'token'; group: string; key: string; value?: string }
  | { type: 'color'; value: string };

export interface StyleValue {
  type: 'style';
  content: StyleContent;
}

export interface EventInteraction {
  type: 'event';
  content: {
    event: { type: string };
    code?: string;
    isActive?: boolean;
    actions?: unknown[];
  };
}

export interface ElementJson {
  id: string;
  type?: 'element';
  elementType: string;
  displayName?: string;
  name?: string;
  props?: Record<string, PropValue>;
  children?: string[];
  parent?: string | null;
  styles?: Record<string, StyleValue>;
  dataAttributes?: Record<string, string>;
  eventInteractions?: Record<string, EventInteraction>;
}

export interface StateDefinition {
  type: 'string' | 'number' | 'array' | 'boolean';
  description?: string;
  defaultValue?: unknown;
}

export interface PageJson {
  id: string;
  label?: string;
  children?: string[];
  elements?: Record<string, ElementJson>;
  stateDefinitions?: Record<string, StateDefinition>;
  deviceType?: string;
  /** The theme the page shows; absent: the 'default' theme. */
  theme?: string;
}

export interface PriceOptionJson {
  currencyCode: string;
  value: number;
}

export interface AttributeOptionJson {
  id: string;
  parentId?: string;
  label?: string;
  slug?: string;
  priceOptions?: PriceOptionJson[];
}

export interface AttributeJson {
  id: string;
  label?: string;
  slug?: string;
  options?: AttributeOptionJson[] | Record<string, AttributeOptionJson>;
  default?: string;
}

export interface GlElementJson {
  id: string;
  type: 'material' | 'texture';
  name?: string;
  props?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  children?: string[];
  parentId?: string | null;
}

export interface AssetJson {
  id: string;
  name?: string;
  type?: string;
  parentId?: string | null;
  mime_type?: string;
  ext?: string;
  url?: string;
  thumbnail?: string;
  data?: Record<string, unknown>;
}

export type ThemeJson = Partial<Record<string, Record<string, string> | unknown>>;

export interface ProjectJson {
  id?: string;
  label?: string;
  pages?: Record<string, PageJson>;
  attributes?: Record<string, AttributeJson> | AttributeJson[];
  gl_elements?: Record<string, GlElementJson>;
  assets?: Record<string, AssetJson>;
  currency?: string;
  currencies?: string[];
  /** Price options per attribute option id, when they are not stored on the option itself. */
  priceOptions?: Record<string, PriceOptionJson[]>;
  config?: {
    themes?: Record<string, ThemeJson>;
    activeTheme?: string;
    globalStyles?: unknown;
    watermark?: { position?: string };
  };
}
