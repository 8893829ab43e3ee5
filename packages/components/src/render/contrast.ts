// WCAG 2.x colour contrast: relative luminance of sRGB colours, the contrast ratio of two, and the
// ratio AA asks of text of a given size and weight. Colours are read as the browser gives them
// (rgb()/rgba(), as getComputedStyle answers) or as authors write them (#rgb, #rrggbb, #rrggbbaa).

/** A colour with its channels 0–255 and its alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The colour, or null for one this cannot read (a keyword, a colour function of another space). */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text)?.[1];
  if (!rgb) return null;
  const parts = rgb.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const number = (part: string, scale: number) =>
    part.endsWith('%') ? (parseFloat(part) / 100) * scale : parseFloat(part);
  const [r, g, b] = parts.slice(0, 3).map((part) => number(part, 255)) as [number, number, number];
  const a = parts[3] === undefined ? 1 : number(parts[3], 1);
  if (![r, g, b, a].every(Number.isFinite)) return null;
  return { r, g, b, a: Math.min(1, Math.max(0, a)) };
}

/** `top` painted over `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of text over a background, 1 to 21; a translucent text is painted over it. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const opaqueBackground = composite(background, WHITE);
  const shown = composite(text, opaqueBackground);
  const [light, dark] = [relativeLuminance(shown), relativeLuminance(opaqueBackground)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Large text (at least 18pt, or 14pt bold) needs 3:1, other text 4.5:1 (WCAG 1.4.3, level AA). */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  return large ? 3 : 4.5;
}
