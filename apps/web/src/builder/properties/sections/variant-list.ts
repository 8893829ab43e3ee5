// Material variant list edits as pure functions: the prop holds [{label, asset: {id}}].
import { NEW_VARIANT_LABEL_PREFIX, searchItems, type MaterialVariant } from '@vitrine/core';

export function readVariants(content: unknown): MaterialVariant[] {
  if (!Array.isArray(content)) return [];
  return content.map((item: unknown) => {
    const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const asset = (record.asset && typeof record.asset === 'object' ? record.asset : {}) as Record<
      string,
      unknown
    >;
    return {
      label: typeof record.label === 'string' ? record.label : '',
      asset: { id: typeof asset.id === 'string' ? asset.id : '' },
    };
  });
}

/** A new variant 'label {n}', n the first number not taken. */
export function withNewVariant(variants: readonly MaterialVariant[]): MaterialVariant[] {
  const labels = new Set(variants.map((variant) => variant.label));
  let n = variants.length + 1;
  while (labels.has(`${NEW_VARIANT_LABEL_PREFIX} ${n}`)) n++;
  return [...variants, { label: `${NEW_VARIANT_LABEL_PREFIX} ${n}`, asset: { id: '' } }];
}

export function withVariant(
  variants: readonly MaterialVariant[],
  index: number,
  change: Partial<MaterialVariant>,
): MaterialVariant[] {
  return variants.map((variant, i) => (i === index ? { ...variant, ...change } : variant));
}

export function withoutVariant(variants: readonly MaterialVariant[], index: number): MaterialVariant[] {
  return variants.filter((_, i) => i !== index);
}

/** Indexes of the variants whose label matches the query (core's search: prefix, substring, then fuzzy). */
export function matchingVariants(variants: readonly MaterialVariant[], query: string): number[] {
  return searchItems(
    variants.map((_, index) => index),
    query,
    (index) => [variants[index]!.label],
  );
}
