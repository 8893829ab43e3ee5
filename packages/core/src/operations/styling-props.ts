// The clipboard format of 'Copy Styling Props': an element's css prop and styles (base and
// breakpoints) as JSON.
import { z } from 'zod';
import { PropValueSchema } from '../schema/prop-value.ts';
import { StyleValueSchema } from '../schema/style-value.ts';

export const StylingPropsSchema = z.object({
  css: PropValueSchema.optional(),
  styles: z.record(z.string(), StyleValueSchema).default({}),
  /** Values at other breakpoints (`<breakpointId>:<property>`); older clipboards have none. */
  breakpointStyles: z.record(z.string(), StyleValueSchema).default({}),
});
export type StylingProps = z.infer<typeof StylingPropsSchema>;
