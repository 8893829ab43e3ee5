// The currencies a project can price in (GET /v2/currencies; SPEC §9: INR by default, and USD).
import { z } from 'zod';

const CurrencySchema = z
  .object({
    code: z.string().describe('ISO 4217'),
    name: z.string(),
    symbol: z.string(),
    minorUnit: z
      .number()
      .int()
      .describe('Digits after the decimal point: prices are stored in minor units (divide by 100)'),
    default: z.boolean(),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrencyListSchema = z.object({ items: z.array(CurrencySchema) });
