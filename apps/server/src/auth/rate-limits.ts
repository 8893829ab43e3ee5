// Sign-in rate limits: per client IP (the route's own @fastify/rate-limit config) and per e-mail
// (checked once the body is parsed). Limits sit above what a person clicking 'Resend Otp' reaches.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors.ts';
import { AUTH_MESSAGES } from './messages.ts';

const MINUTE = 60_000;

export const SIGN_IN_LIMITS = {
  otpSendPerIp: { max: 30, timeWindow: 10 * MINUTE },
  otpSendPerEmail: { max: 6, timeWindow: 60 * MINUTE },
  loginPerIp: { max: 60, timeWindow: 10 * MINUTE },
  loginPerEmail: { max: 15, timeWindow: 10 * MINUTE },
  refreshPerIp: { max: 120, timeWindow: MINUTE },
  googlePerIp: { max: 60, timeWindow: 10 * MINUTE },
} as const;

export interface Limit {
  max: number;
  timeWindow: number;
}

/** A route's `config.rateLimit`, keyed by client IP, answering 429 with the wait in seconds. */
export function perIpLimit(limit: Limit) {
  return {
    ...limit,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(AUTH_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  };
}

/** A limiter keyed by the normalised e-mail of the request body; throws 429 when exceeded. */
export function perEmailLimit(app: FastifyInstance, name: string, limit: Limit) {
  const emails = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${emails.get(request) ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> => {
    emails.set(request, email);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw tooManyRequests(AUTH_MESSAGES.tooManyRequests(seconds));
  };
}
