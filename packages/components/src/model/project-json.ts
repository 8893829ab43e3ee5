// The plain-JSON shape of a project document as the renderer reads it (SPEC §3), derived from the
// document's schemas in @vitrine/core (their input: what the document holds before defaults). The
// renderer is fed `doc.getMap('project').toJSON()` or a release snapshot, so every field is read
// defensively: a half-edited document must still render what it can. Each shape here is its schema
// made lenient (any field may be missing, at any depth; ids and `type` tags stay), plus the older
// forms the renderer still reads, each named where it is added.
import type {
  AssetSchema,
  AttributeOptionSchema,
  AttributeSchema,
  ElementSchema,
  EventInteractionSchema,
  GlElementSchema,
  PageSchema,
  PageStateDefinitionSchema,
  PriceOptionSchema,
  ProjectConfigSchema,
  ProjectSchema,
  PropValueSchema,
  StyleContentSchema,
  StyleValueSchema,
  ThemeSchema,
} from '@vitrine/core';
import type { z } from 'zod';

/**
 * A shape as a document being edited may hold it: every field may be missing, at any depth, except
 * the `type` tags that tell the shapes of a union apart. Records keep their entries' shape.
 */
export type Lenient<T> = T extends readonly (infer Item)[]
  ? Lenient<Item>[]
  : T extends object
    ? string extends keyof T
      ? { [key: string]: Lenient<T[string]> }
      : { [Key in keyof T]?: Lenient<T[Key]> } & Pick<T, Extract<keyof T, 'type'>>
    : T;

type Input<Schema extends z.ZodType> = z.input<Schema>;

/** A schema's document form, lenient, with these fields required. */
type Read<Schema extends z.ZodType, Required extends keyof Input<Schema> = never> = Lenient<Input<Schema>> &
  Pick<Input<Schema>, Required>;

/** An asset reference of older documents names the asset in `assetId` instead of `content`. */
type OlderReference = { type: 'reference'; assetId?: string };

export type PropValue =
  | Exclude<Read<typeof PropValueSchema>, { type: 'reference' }>
  | (Extract<Read<typeof PropValueSchema>, { type: 'reference' }> & OlderReference);

export type StyleContent = Read<typeof StyleContentSchema>;
export type StyleValue = Read<typeof StyleValueSchema>;
export type EventInteraction = Read<typeof EventInteractionSchema>;

export type ElementJson = Omit<Read<typeof ElementSchema, 'id' | 'elementType'>, 'props'> & {
  props?: Record<string, PropValue>;
};

export type StateDefinition = Read<typeof PageStateDefinitionSchema>;

export type PageJson = Omit<Read<typeof PageSchema, 'id'>, 'elements'> & {
  elements?: Record<string, ElementJson>;
};

export type PriceOptionJson = z.input<typeof PriceOptionSchema>;

/** An attribute option of older documents carries its own price options. */
export type AttributeOptionJson = Read<typeof AttributeOptionSchema, 'id'> & {
  priceOptions?: PriceOptionJson[];
};

/** An attribute of older documents holds its options by id. */
export type AttributeJson = Omit<Read<typeof AttributeSchema, 'id'>, 'options'> & {
  options?: AttributeOptionJson[] | Record<string, AttributeOptionJson>;
};

export type GlElementJson = Read<typeof GlElementSchema, 'id' | 'type'>;
export type AssetJson = Read<typeof AssetSchema, 'id'>;
export type ThemeJson = Read<typeof ThemeSchema>;

/** The project's configuration; older documents name the theme pages show by default. */
type ConfigJson = Read<typeof ProjectConfigSchema> & { activeTheme?: string };

/** The project; older documents list their attributes instead of keeping them by id. */
export type ProjectJson = Omit<
  Read<typeof ProjectSchema>,
  'pages' | 'attributes' | 'gl_elements' | 'assets' | 'config' | 'priceOptions'
> & {
  pages?: Record<string, PageJson>;
  attributes?: Record<string, AttributeJson> | AttributeJson[];
  gl_elements?: Record<string, GlElementJson>;
  assets?: Record<string, AssetJson>;
  config?: ConfigJson;
  priceOptions?: Record<string, PriceOptionJson[]>;
};
