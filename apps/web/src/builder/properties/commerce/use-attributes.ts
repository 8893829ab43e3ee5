// The project's attributes with their options, and the price options of one owner, read live.
import {
  AttributeSchema,
  CURRENCIES,
  type Attribute,
  type PriceOption,
  asYMap,
  toPlain,
  projectMap,
} from '@vitrine/core';
import { useMemo } from 'react';
import * as Y from 'yjs';
import { useYMapKey, useYSelector } from '../../doc/use-y.ts';
import { useSession } from '../../state/session.tsx';

export function useAttributes(): Attribute[] {
  const { doc } = useSession();
  const map = asYMap(useYMapKey(projectMap(doc), 'attributes'));
  const json = useYSelector(map, (target) => JSON.stringify(target?.toJSON() ?? {}), { deep: true });
  return useMemo(() => {
    const record = JSON.parse(json) as Record<string, unknown>;
    return Object.values(record).flatMap((value) => {
      const parsed = AttributeSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  }, [json]);
}

export function usePriceOptions(ownerId: string): PriceOption[] {
  const { doc } = useSession();
  const map = asYMap(useYMapKey(projectMap(doc), 'priceOptions'));
  const json = useYSelector(map, (target) => JSON.stringify(toPlain(target?.get(ownerId)) ?? []), {
    deep: true,
  });
  return useMemo(() => JSON.parse(json) as PriceOption[], [json]);
}

/** The project's currencies together with the product's (INR, USD), project order first. */
export function useCurrencies(): string[] {
  const { doc } = useSession();
  const list = useYMapKey(projectMap(doc), 'currencies');
  const projectCurrencies = useYSelector(
    list instanceof Y.Array ? (list as Y.Array<string>) : null,
    (target) => (target ? target.toArray() : []),
  );
  return useMemo(() => [...new Set([...projectCurrencies, ...CURRENCIES])], [projectCurrencies]);
}

/** The currencies an owner may still add (each currency once). */
export function freeCurrencies(currencies: readonly string[], options: readonly PriceOption[]): string[] {
  const used = new Set(options.map((option) => option.currencyCode));
  return currencies.filter((currency) => !used.has(currency));
}
