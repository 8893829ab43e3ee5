// GET /v2/currencies: the currencies a project can price in (SPEC §9: INR by default, and USD).
import { CurrencyListSchema, type Currency } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/responses.ts';
import { requireSignIn } from '../http/route-table.ts';

export const CURRENCY_LIST: readonly Currency[] = [
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', minorUnit: 2, default: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', minorUnit: 2, default: false },
];

const currenciesQuery = z.object({ code: z.string().trim().toUpperCase().optional() });

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  const list = {
    schema: {
      operationId: 'listCurrencies',
      summary: 'The currencies a project can price in, or the one named by code',
      querystring: currenciesQuery,
      response: { 200: CurrencyListSchema, ...errorResponses(400, 401) },
    },
  };
  app.get('/v2/currencies', list, async (request) => {
    const { code } = request.query;
    return { items: CURRENCY_LIST.filter((currency) => !code || currency.code === code) };
  });
};
