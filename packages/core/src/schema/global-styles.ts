// The project's global styles (config.globalStyles): CSS rules by selector, each a map of
// declarations in camelCase or kebab-case — { "h1": { "fontFamily": "Brand Sans" } }. What a rule may
// hold is narrow enough that it can be written into a style sheet as text without escaping it.
import { z } from 'zod';

const SELECTOR = /^[^{}<>;@]+$/;
const PROPERTY = /^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/;
const VALUE = /^[^{}<>;]*$/;
export const GLOBAL_STYLE_SELECTOR_MAX_LENGTH = 200;
export const GLOBAL_STYLE_VALUE_MAX_LENGTH = 500;

const GlobalStyleRuleSchema = z.record(
  z.string().regex(PROPERTY, 'a CSS property name'),
  z.union([
    z.string().max(GLOBAL_STYLE_VALUE_MAX_LENGTH).regex(VALUE, 'a CSS value without { } < > ;'),
    z.number(),
  ]),
);

export const GlobalStylesSchema = z.record(
  z
    .string()
    .trim()
    .min(1)
    .max(GLOBAL_STYLE_SELECTOR_MAX_LENGTH)
    .regex(SELECTOR, 'a CSS selector without { } < > ; @'),
  GlobalStyleRuleSchema,
);
