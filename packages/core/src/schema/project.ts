// A project. ProjectDocumentSchema is what the shared document holds (root map 'project');
// ProjectSchema adds the fields kept in the projects table (id, team, thumbnail, dates, meta). The
// API answers a project as ProjectSummarySchema (its row), ProjectDetailSchema (row and document) or
// ExampleProjectSchema (a card).
import { z } from 'zod';
import { DateTimeSchema } from './date-time.ts';
import { teamRoleSchema } from '../permissions.ts';
import {
  DEFAULT_BREAKPOINTS,
  DEFAULT_CURRENCY,
  DEFAULT_THEME_NAME,
  DEFAULT_WATERMARK_POSITION,
  SITE_LANG_MAX_LENGTH,
  SITE_LANG_PATTERN,
} from '../constants.ts';
import { AssetSchema } from './asset.ts';
import { AttributeSchema } from './attribute.ts';
import { BreakpointsSchema } from './breakpoint.ts';
import { GlElementSchema } from './gl-element.ts';
import { PageSchema } from './page.ts';
import { CurrencyCodeSchema, PriceOptionsSchema } from './price-option.ts';
import { ThemeSchema } from './theme.ts';

/** The published site's language, a BCP 47 tag ('en', 'pt-BR'). */
export const SiteLangSchema = z.string().max(SITE_LANG_MAX_LENGTH).regex(SITE_LANG_PATTERN);

export const ProjectConfigSchema = z.object({
  themes: z.record(z.string(), ThemeSchema).refine((themes) => DEFAULT_THEME_NAME in themes, {
    message: `the '${DEFAULT_THEME_NAME}' theme is required`,
  }),
  /** Global CSS rules by selector: { "h1": { "fontFamily": "Brand Sans" } }. */
  globalStyles: z.record(z.string(), z.unknown()).default({}),
  watermark: z.object({ position: z.string().default(DEFAULT_WATERMARK_POSITION) }).default({
    position: DEFAULT_WATERMARK_POSITION,
  }),
  /** The screens styles can differ for (breakpoint.ts); older documents get the default list. */
  breakpoints: BreakpointsSchema.default(() => ({ ...DEFAULT_BREAKPOINTS })),
  /** The published site's <html lang>; absent: DEFAULT_SITE_LANG. */
  lang: SiteLangSchema.optional(),
});
export type ProjectConfig = z.infer<typeof ProjectConfigSchema>;

/** The longest project name the API accepts (the document's `label` is capped the same). */
export const PROJECT_LABEL_MAX_LENGTH = 200;

/**
 * A project document as the server reads it from any Y.Doc (readValidProject) and answers it: every
 * entity valid, though a document whose pages a collaborator all deleted has none left.
 */
export const ReadProjectDocumentSchema = z
  .object({
    label: z.string(),
    pages: z.record(z.string(), PageSchema),
    attributes: z.record(z.string(), AttributeSchema).default({}),
    gl_elements: z.record(z.string(), GlElementSchema).default({}),
    assets: z.record(z.string(), AssetSchema).default({}),
    currency: CurrencyCodeSchema.default(DEFAULT_CURRENCY),
    currencies: z.array(CurrencyCodeSchema).default([DEFAULT_CURRENCY]),
    config: ProjectConfigSchema,
    priceOptions: PriceOptionsSchema.default({}),
  })
  .meta({ id: 'ProjectDocument' });

/** A project document to load or import: at least one page. */
export const ProjectDocumentSchema = ReadProjectDocumentSchema.extend({
  pages: ReadProjectDocumentSchema.shape.pages.refine((pages) => Object.keys(pages).length > 0, {
    message: 'a project needs at least one page',
  }),
});
export type ProjectDocument = z.infer<typeof ProjectDocumentSchema>;

const ProjectMetaSchema = z.object({
  label: z.string().optional(),
  allowedDomains: z.array(z.string()).default([]),
  isPublic: z.boolean().default(false),
});

/** The whole project entity; the row fields are absent when only the document was read. */
export const ProjectSchema = ProjectDocumentSchema.extend({
  id: z.string().optional(),
  teamId: z.string().optional(),
  thumbnail: z.string().nullable().optional(),
  updatedAt: z.iso.datetime({ offset: true, local: true }).optional(),
  meta: ProjectMetaSchema.optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** A project's row as lists, cards and the team project calls answer it (no document). */
export const ProjectSummarySchema = z
  .object({
    id: z.string().min(1),
    label: z.string(),
    teamId: z.string(),
    thumbnail: z.string().nullable().describe('URL of the card picture'),
    isPublic: z.boolean(),
    isExample: z.boolean().describe('A quickstart template'),
    allowedDomains: z.array(z.string()).describe('Domains allowed to embed the published releases'),
    archivedAt: DateTimeSchema.nullable().describe('Null while the project is not archived'),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema.describe('The last change'),
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectListSchema = z
  .object({ items: z.array(ProjectSummarySchema), total: z.number().int().min(0) })
  .meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof ProjectListSchema>;

/** One of the caller's recent projects, across their teams. */
const UserProjectSchema = ProjectSummarySchema.extend({ teamName: z.string() }).meta({
  id: 'UserProject',
});
export type UserProject = z.infer<typeof UserProjectSchema>;

export const UserProjectListSchema = z
  .object({ items: z.array(UserProjectSchema) })
  .meta({ id: 'UserProjectList' });

/**
 * One project as GET /v2/projects/:id answers it: the document's fields (absent with
 * `document=false`) under the row's, the meta, and how the caller may open it.
 */
export const ProjectDetailSchema = ReadProjectDocumentSchema.partial()
  .extend({
    ...ProjectSummarySchema.shape,
    meta: ProjectMetaSchema,
    role: teamRoleSchema
      .nullable()
      .describe("The caller's role in the project's team; null for a public or example project"),
    readOnly: z.boolean(),
  })
  .meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** A quickstart template or community project card. */
const ExampleProjectSchema = z
  .object({
    id: z.string().min(1),
    label: z.string(),
    thumbnail: z.string().nullable(),
    updatedAt: DateTimeSchema,
  })
  .meta({ id: 'ExampleProject' });
export type ExampleProject = z.infer<typeof ExampleProjectSchema>;

export const ExampleProjectListSchema = z
  .object({ items: z.array(ExampleProjectSchema) })
  .meta({ id: 'ExampleProjectList' });

/** The answer to setting a project's card picture. */
export const ProjectThumbnailSchema = z
  .object({ thumbnail: z.string().describe('URL of the new card picture') })
  .meta({ id: 'ProjectThumbnail' });
