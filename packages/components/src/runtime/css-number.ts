// Which CSS properties take a plain number, and how a number is written for the others: one rule
// for global styles, an element's css prop (advanced styles) and its style values, so `1.5` means
// the same wherever an author types it. The list is @emotion/unitless (React's own, kept up to date
// by Emotion) plus the few standard properties it lacks; names are matched in camel or kebab case.
import emotionUnitless from '@emotion/unitless';

/** Standard properties taking a bare <number> or <integer> that @emotion/unitless does not list. */
const ALSO_UNITLESS = [
  'gridArea',
  'fontSizeAdjust',
  'initialLetter',
  'lineClamp',
  'mathDepth',
  'maskBorderOutset',
  'maskBorderSlice',
  'maskBorderWidth',
  'shapeImageThreshold',
];

const UNITLESS = new Set(
  [...Object.keys(emotionUnitless), ...ALSO_UNITLESS].map((name) => name.toLowerCase()),
);

/** `line-height`, `lineHeight`, `-webkit-line-clamp` and `WebkitLineClamp` all give one key. */
const key = (name: string) => name.replace(/-/g, '').toLowerCase();

/** True for a property whose numbers carry no unit (custom properties keep a number as written). */
export function isUnitless(name: string): boolean {
  return name.startsWith('--') || UNITLESS.has(key(name));
}

/** A number as CSS writes it for this property: as is when unitless or zero, else in pixels. */
export function cssNumber(name: string, value: number): string {
  return isUnitless(name) || value === 0 ? String(value) : `${value}px`;
}
