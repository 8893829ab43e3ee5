// A style declaration's value: a keyword, a number with a unit, a theme token reference or a colour.
import { z } from 'zod';
import { STYLE_UNITS } from '../constants.ts';
import { TokenGroupSchema } from './theme.ts';

const KeywordStyleContentSchema = z.object({ type: z.literal('keyword'), value: z.string() });
const UnitStyleContentSchema = z.object({
  type: z.literal('unit'),
  value: z.number(),
  unit: z.enum(STYLE_UNITS),
});
const TokenStyleContentSchema = z.object({
  type: z.literal('token'),
  group: TokenGroupSchema,
  key: z.string(),
  /** The token's value when it was picked, used if the token disappears. */
  value: z.string(),
});
const ColorStyleContentSchema = z.object({ type: z.literal('color'), value: z.string() });

export const StyleContentSchema = z.discriminatedUnion('type', [
  KeywordStyleContentSchema,
  UnitStyleContentSchema,
  TokenStyleContentSchema,
  ColorStyleContentSchema,
]);

export const StyleValueSchema = z.object({
  type: z.literal('style'),
  content: StyleContentSchema,
});
export type StyleValue = z.infer<typeof StyleValueSchema>;
