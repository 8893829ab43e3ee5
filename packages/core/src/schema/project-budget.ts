// What the performance budget needs from the server (GET /v2/projects/:id/budget): the sizes of what a
// published page downloads besides its own files, and the size of every library file of the project.
// The builder measures the rest live.
import { z } from 'zod';

const BundleSizesSchema = z.object({
  runtimeBytes: z.number().int().describe('The runtime entry, its static imports and stylesheets'),
  staticBytes: z
    .number()
    .int()
    .describe('What a static page (rendered by the server) loads instead of the runtime'),
  sceneBytes: z.number().int().describe('three.js and the 3D renderer, for pages with a Canvas'),
  fontBytes: z.number().int().describe("The product font's Latin faces (woff2)"),
  environments: z.record(z.string(), z.number().int()).describe('Environment maps by preset name'),
});
export type BundleSizes = z.infer<typeof BundleSizesSchema>;

export const ProjectBudgetSchema = z.object({
  bundle: BundleSizesSchema,
  files: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      name: z.string(),
      mimeType: z.string(),
      size: z.number().int(),
    }),
  ),
});
export type ProjectBudget = z.infer<typeof ProjectBudgetSchema>;
