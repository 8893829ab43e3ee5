// GET /v2/currencies: the currencies a project can price in (SPEC §9: INR by default, and USD).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignIn } from '../http/route-table.ts';

export interface Currency {
  code: string;
  name: string;
  symbol: string;
  /** Digits after the decimal point: prices are stored in minor units (divide by 100). */
  minorUnit: number;
  default: boolean;
}

export const CURRENCY_LIST: readonly Currency[] = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', minorUnit: 2, default: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', minorUnit: 2, default: false },
];

const currenciesQuery = z.object({ code: z.string().trim().toUpperCase().optional() });

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  app.get('/v2/currencies', { schema: { querystring: currenciesQuery } }, async (request) => {
    const { code } = request.query;
    return { items: CURRENCY_LIST.filter((currency) => !code || currency.code === code) };
  });
};
