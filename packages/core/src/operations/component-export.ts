// The JSON format of 'Export Components' / 'Import Components': a subtree as {rootId, elements}.
import { z } from 'zod';
import { ElementSchema } from '../schema/element.ts';

export const ComponentExportSchema = z.object({
  rootId: z.string().min(1),
  elements: z.record(z.string(), ElementSchema),
});
export type ComponentExport = z.infer<typeof ComponentExportSchema>;
