// A price in one currency. A project keeps its price options per owner (the id of what is priced,
// e.g. an attribute option); each currency appears at most once per owner.
import { z } from 'zod';

export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Currency code must be 3 capital letters');

export const PriceOptionSchema = z.object({
  currencyCode: CurrencyCodeSchema,
  value: z.number().finite(),
});
export type PriceOption = z.infer<typeof PriceOptionSchema>;

export const PriceOptionsSchema = z.record(z.string(), z.array(PriceOptionSchema));
