// The zod schema every component's metadata must satisfy (SPEC §3 "Component metadata"). The insert
// menu, the property panel and the renderer all read entries validated by it.
import { z } from 'zod';

export const PROP_TYPES = [
  'STRING',
  'NUMBER',
  'BOOLEAN',
  'SELECT',
  'COLOR',
  'VECTOR2D',
  'VECTOR3D',
  'ASSET',
  'ELEMENT',
  'CODE',
  'SLOT',
  'CUSTOM',
] as const;

export const RENDERERS = ['dom', 'r3f'] as const;

/** Editors of CUSTOM props: a material variant's variants, the mesh of its model it dresses. */
/** Editors of their own: a material variant's variants, a model mesh, a link (a URL or a page of the project). */
export const PROP_CONTROLS = ['materialVariants', 'modelMesh', 'link'] as const;
export type PropControl = (typeof PROP_CONTROLS)[number];

/** How a variant element's items are named: by its children, or by the labels of its `variants` prop. */
export const VARIANT_KINDS = ['children', 'variants'] as const;

export const rendererSchema = z.enum(RENDERERS);
export type Renderer = z.infer<typeof rendererSchema>;

export const propTypeSchema = z.enum(PROP_TYPES);
export type PropType = z.infer<typeof propTypeSchema>;

const optionSchema = z.object({ label: z.string().min(1), value: z.union([z.string(), z.number()]) });

export const propMetaSchema = z
  .object({
    name: z.string().min(1),
    label: z.string().min(1),
    type: propTypeSchema,
    description: z.string().optional(),
    /** Folder of the property panel the control sits in. */
    folder: z.string().optional(),
    default: z.unknown().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
    /** The prop may hold a binding expression. */
    dynamic: z.boolean().default(false),
    /** Stored in radians, shown in degrees by the property panel. */
    unit: z.literal('radians').optional(),
    options: z.array(optionSchema).optional(),
    /** ASSET: accepted file extensions, lower case without the dot. */
    fileTypes: z.array(z.string()).optional(),
    /** ELEMENT: what the picker offers — gl element type or page element type. */
    elementType: z.string().optional(),
    /** CODE: the language of the editor. */
    language: z.enum(['json', 'css']).optional(),
    /** CUSTOM: the property panel's editor of its own (any other custom prop is edited as JSON). */
    control: z.enum(PROP_CONTROLS).optional(),
    /** The prop names a built-in environment map the page downloads (the performance budget counts it). */
    environmentMap: z.boolean().optional(),
  })
  .superRefine((prop, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message: `${prop.name}: ${message}` });
    if (prop.min !== undefined && prop.max !== undefined && prop.min > prop.max) issue('min above max');
    if (prop.type === 'SELECT' && !prop.options?.length) issue('SELECT needs options');
    if (prop.type === 'ASSET' && !prop.fileTypes?.length) issue('ASSET needs fileTypes');
    const value = prop.default;
    if (value === undefined) return;
    const inBounds = (n: number) =>
      (prop.min === undefined || n >= prop.min) && (prop.max === undefined || n <= prop.max);
    switch (prop.type) {
      case 'NUMBER':
        if (typeof value !== 'number' || !Number.isFinite(value)) issue('default must be a number');
        else if (!inBounds(value)) issue(`default ${value} outside ${prop.min}..${prop.max}`);
        break;
      case 'STRING':
      case 'COLOR':
        if (typeof value !== 'string') issue('default must be a string');
        break;
      case 'BOOLEAN':
        if (typeof value !== 'boolean') issue('default must be a boolean');
        break;
      case 'SELECT':
        if (!prop.options?.some((option) => option.value === value)) issue('default is not an option');
        break;
      case 'VECTOR2D':
      case 'VECTOR3D': {
        const length = prop.type === 'VECTOR2D' ? 2 : 3;
        if (!Array.isArray(value) || value.length !== length || !value.every((n) => typeof n === 'number'))
          issue(`default must be ${length} numbers`);
        else if (!value.every((n: number) => inBounds(n))) issue('default outside bounds');
        break;
      }
      default:
        break;
    }
  });
export type PropMeta = z.input<typeof propMetaSchema>;

export const eventMetaSchema = z.object({
  name: z.string().regex(/^on[A-Z]\w*$/),
  description: z.string().optional(),
  args: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })).default([]),
});
export type EventMeta = z.input<typeof eventMetaSchema>;

/** A child element a new element of a component starts with (Accordion items, their parts). */
export interface ElementTemplate {
  elementType: string;
  name?: string;
  /** Static prop contents on top of the component's defaults. */
  props?: Record<string, unknown>;
  children?: ElementTemplate[];
}

export const elementTemplateSchema: z.ZodType<ElementTemplate> = z.lazy(() =>
  z.object({
    elementType: z.string().min(1),
    name: z.string().optional(),
    props: z.record(z.string(), z.unknown()).optional(),
    children: z.array(elementTemplateSchema).optional(),
  }),
);

export const componentMetaSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
    displayName: z.string().min(1),
    /** A @tabler/icons-react export name, e.g. IconClick. */
    icon: z.string().regex(/^Icon[A-Z0-9]\w*$/),
    group: z.string().min(1),
    description: z.string().min(1),
    renderer: z.array(rendererSchema).min(1),
    /** Whether elements of this type accept child elements. */
    acceptsChildren: z.boolean().default(false),
    events: z.array(eventMetaSchema).default([]),
    props: z.array(propMetaSchema).default([]),
    /** Only these component types may hold it (an item part is inserted into its item only). */
    parentTypes: z.array(z.string()).optional(),
    /** The only component types the insert menu offers inside it. */
    childTypes: z.array(z.string()).optional(),
    /** The children a new element starts with. */
    template: z.array(elementTemplateSchema).default([]),
    // Flags the studio reads instead of component names.
    /** Holds a 3D scene (Canvas): the scene export and the performance budget look for it. */
    scene: z.boolean().optional(),
    /** Shows a model file of the library (GltfModel): its meshes take material overrides and variants. */
    model: z.boolean().optional(),
    /** An item of this widget (AccordionItem of Accordion): its child types are its header and content. */
    itemOf: z.string().optional(),
    /** A variant element the 'select variant' action picks an item of (VARIANT_KINDS). */
    variant: z.enum(VARIANT_KINDS).optional(),
    /** A camera target the 'focus point of interest' action moves to. */
    pointOfInterest: z.boolean().optional(),
  })
  .superRefine((meta, ctx) => {
    const names = new Set<string>();
    for (const prop of meta.props) {
      if (names.has(prop.name)) ctx.addIssue({ code: 'custom', message: `duplicate prop ${prop.name}` });
      names.add(prop.name);
    }
    if (meta.itemOf && (meta.childTypes?.length !== 2 || !meta.parentTypes?.includes(meta.itemOf)))
      ctx.addIssue({
        code: 'custom',
        message: 'an item goes into its widget and holds a header and a content',
      });
  });

export type ComponentMetaInput = z.input<typeof componentMetaSchema>;
export type ComponentMeta = z.output<typeof componentMetaSchema>;
export type PropMetaOutput = ComponentMeta['props'][number];
