// The error responses a route declares beside its success schema, so the API description lists each
// status a call can answer with the one error shape ({message, statusCode}).
import { apiErrorSchema } from '@vitrine/core';
import { z } from 'zod';

/** What each error status means, as the API description words it (openapi.ts adds it). */
export const ERROR_MEANINGS: Readonly<Record<number, string>> = {
  400: 'The request is invalid',
  401: 'Not signed in, or the token has expired',
  402: 'The plan does not allow this',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found, or not visible to the caller',
  406: "The team's plan does not allow this",
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Unsupported content type',
  422: 'Understood, but cannot be processed',
  429: 'Too many attempts; try again later',
  502: 'A service this call depends on did not answer',
  503: 'Temporarily unavailable',
};

/**
 * `{ 400: ApiError, 404: ApiError, … }` for a route's `response` schema. The schema itself, not a
 * described copy: a copy would lose its id and be written out in full instead of as a reference.
 */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as {
    [K in Codes[number]]: typeof apiErrorSchema;
  };
}

/** The success of a call that answers 204 with no body (`reply.status(204).send()`). */
export const noContent = (description: string) => z.undefined().describe(description);
