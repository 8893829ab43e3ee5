// Any Y.Doc as a valid project document: what the server reads before it publishes, checkpoints,
// answers or compares a project. A collaborator can write anything Yjs can encode (and documents
// stored before the server cleaned client updates may hold it), so this reads leniently: strings
// and keys cleaned (project-json.ts), every entity parsed with its schema keeping what parses, each
// page's tree repaired. readProject stays the builder's fast read of documents it wrote itself.
import type * as Y from 'yjs';
import { z } from 'zod';
import { DEFAULT_BREAKPOINTS, DEFAULT_THEME_NAME } from '../constants.ts';
import { PageSchema, type Page } from '../schema/page.ts';
import { BreakpointsSchema } from '../schema/breakpoint.ts';
import { ProjectConfigSchema, ProjectDocumentSchema, type Project } from '../schema/project.ts';
import { ThemeSchema, createDefaultTheme, type Theme } from '../schema/theme.ts';
import type { PriceOption } from '../schema/price-option.ts';
import { parseLeniently } from './lenient-parse.ts';
import { projectJson } from './project-json.ts';
import { repairPage, uniqueCurrencies } from './read-project.ts';
import { withPageSlugs } from './page-slugs.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields documents have been seen without that an entity can do without: its id is its key, a
 * missing name is empty. Without them a page or element would be dropped for want of a label.
 */
function withFallbacks(value: unknown, id: string, names: readonly string[]): unknown {
  if (!isRecord(value)) return value;
  const result: Json = { ...value };
  if (typeof result.id !== 'string' || result.id === '') result.id = id;
  for (const name of names) if (typeof result[name] !== 'string') result[name] = '';
  return result;
}

function entities(value: unknown, names: readonly string[], each?: (entity: Json) => Json): Json {
  if (!isRecord(value)) return {};
  const result: Json = {};
  for (const [id, entity] of Object.entries(value)) {
    const filled = withFallbacks(entity, id, names);
    result[id] = each && isRecord(filled) ? each(filled) : filled;
  }
  return result;
}

function field<S extends z.ZodType>(schema: S, value: unknown, fallback: () => z.output<S>): z.output<S> {
  const parsed = parseLeniently(schema, value);
  return parsed.ok && parsed.value !== undefined ? (parsed.value as z.output<S>) : fallback();
}

const shape = ProjectDocumentSchema.shape;
const PagesSchema = z.record(z.string(), PageSchema);
const ThemesSchema = z.record(z.string(), ThemeSchema);

function readConfig(value: unknown): Project['config'] {
  const config = isRecord(value) ? value : {};
  const themes: Record<string, Theme> = field(ThemesSchema, config.themes, () => ({}));
  themes[DEFAULT_THEME_NAME] ??= createDefaultTheme();
  const breakpoints = field(BreakpointsSchema, config.breakpoints, () => ({ ...DEFAULT_BREAKPOINTS }));
  return field(ProjectConfigSchema, { ...config, themes, breakpoints }, () => ({
    themes,
    globalStyles: {},
    watermark: ProjectConfigSchema.shape.watermark.parse(undefined),
    breakpoints,
  }));
}

/**
 * The document of any Y.Doc as a Project that ProjectDocumentSchema accepts, save for a document
 * with no page left (its `pages` is then empty): no NUL character or unpaired surrogate anywhere,
 * every tree valid, entries of the wrong shape left out.
 */
export function readValidProject(doc: Y.Doc): Project {
  const json = projectJson(doc);
  const pages: Record<string, Page> = field(
    PagesSchema,
    entities(json.pages, ['label'], (page) => ({
      ...page,
      elements: entities(page.elements, ['displayName', 'name']),
    })),
    () => ({}),
  );
  for (const [id, page] of Object.entries(withPageSlugs(pages))) pages[id] = repairPage(page);
  const priceOptions: Record<string, PriceOption[]> = field(
    shape.priceOptions,
    json.priceOptions,
    () => ({}),
  );
  for (const [owner, options] of Object.entries(priceOptions)) {
    priceOptions[owner] = uniqueCurrencies(options);
  }
  return {
    label: field(shape.label, json.label, () => ''),
    pages,
    attributes: field(shape.attributes, entities(json.attributes, ['label', 'slug']), () => ({})),
    gl_elements: field(shape.gl_elements, entities(json.gl_elements, ['name']), () => ({})),
    assets: field(shape.assets, entities(json.assets, []), () => ({})),
    currency: field(shape.currency, json.currency, () => shape.currency.parse(undefined)),
    currencies: field(shape.currencies, json.currencies, () => shape.currencies.parse(undefined)),
    config: readConfig(json.config),
    priceOptions,
  };
}
