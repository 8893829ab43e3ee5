// What changed between two project documents, as diffProjects computes it and the release comparison
// answers it: pages with their elements, the library, attributes, prices, theme tokens and the
// project's own fields. JSON in, JSON out.
import { z } from 'zod';

const ChangeSchema = z.enum(['added', 'removed', 'changed']);
export type Change = z.infer<typeof ChangeSchema>;

/** One field that differs; `before`/`after` are absent when the field did not exist on that side. */
const FieldChangeSchema = z
  .object({ key: z.string(), before: z.unknown().optional(), after: z.unknown().optional() })
  .meta({ id: 'FieldChange' });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

const ElementDiffSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    elementType: z.string(),
    change: ChangeSchema,
    props: z.array(FieldChangeSchema),
    styles: z.array(FieldChangeSchema),
    fields: z
      .array(FieldChangeSchema)
      .describe('Name, parent, position among siblings, data attributes, interactions'),
  })
  .meta({ id: 'ElementDiff' });
export type ElementDiff = z.infer<typeof ElementDiffSchema>;

const PageDiffSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    change: ChangeSchema,
    fields: z.array(FieldChangeSchema),
    elements: z.array(ElementDiffSchema),
  })
  .meta({ id: 'PageDiff' });
export type PageDiff = z.infer<typeof PageDiffSchema>;

const EntryDiffSchema = z
  .object({ id: z.string(), name: z.string(), change: ChangeSchema, fields: z.array(FieldChangeSchema) })
  .meta({ id: 'EntryDiff' });
export type EntryDiff = z.infer<typeof EntryDiffSchema>;

const PriceDiffSchema = z
  .object({
    ownerId: z.string().describe("What is priced (an attribute option's id)"),
    ownerName: z.string().describe("The attribute option's label, when the owner is one"),
    currencyCode: z.string(),
    before: z.number().optional(),
    after: z.number().optional(),
  })
  .meta({ id: 'PriceDiff' });
export type PriceDiff = z.infer<typeof PriceDiffSchema>;

const TokenDiffSchema = z
  .object({
    theme: z.string(),
    group: z.string(),
    key: z.string(),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
  })
  .meta({ id: 'TokenDiff' });
export type TokenDiff = z.infer<typeof TokenDiffSchema>;

export const ProjectDiffSchema = z
  .object({
    project: z.array(FieldChangeSchema),
    pages: z.array(PageDiffSchema),
    assets: z.array(EntryDiffSchema),
    materials: z.array(EntryDiffSchema),
    attributes: z.array(EntryDiffSchema),
    prices: z.array(PriceDiffSchema),
    tokens: z.array(TokenDiffSchema),
    total: z.number().int().min(0).describe('How many entries above differ, all lists together'),
  })
  .meta({ id: 'ProjectDiff' });
export type ProjectDiff = z.infer<typeof ProjectDiffSchema>;
