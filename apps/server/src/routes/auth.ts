// Sign-in by e-mail one-time code (SPEC §7): send a code, sign in with it, refresh, and end a session
// or every session of the user. Ending one tells the user's open collaboration sockets to re-check.
import { ApiMessageSchema, UserSchema } from '@vitrine/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../auth/email.ts';
import { allowEmptyJsonBody } from '../auth/empty-json-body.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { OTP_LENGTH, issueCode, withdrawCode } from '../auth/one-time-codes.ts';
import { SIGN_IN_LIMITS, perEmailLimit, perIpLimit } from '../auth/rate-limits.ts';
import { bearerToken, currentSession } from '../auth/guard.ts';
import {
  revokeAllSessions,
  revokeRefreshToken,
  revokeSession,
  rotateRefreshToken,
} from '../auth/refresh-tokens.ts';
import { presentedRefreshToken, sendTokenPair } from '../auth/session-headers.ts';
import { signIn } from '../auth/sign-in.ts';
import { maySignIn } from '../auth/signup-policy.ts';
import { notifyAccessChange } from '../collab/access-changes.ts';
import { HttpError, forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { signedInRoute } from '../http/route-table.ts';
import { signInCodeMail } from '../mail/sign-in-code-mail.ts';
import { findUser, publicUser } from '../user/profile.ts';

const otpSendBody = z.object({ email: emailField }, { error: AUTH_MESSAGES.bodyNotObject });

const loginBody = z.object(
  {
    email: emailField,
    otp: z
      .string({
        error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.otpInvalid : AUTH_MESSAGES.otpNotText),
      })
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalid),
  },
  { error: AUTH_MESSAGES.bodyNotObject },
);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  const secret = app.config.jwtSecret;
  const otpSendPerEmail = perEmailLimit(app, 'otp-send', SIGN_IN_LIMITS.otpSendPerEmail);
  const loginPerEmail = perEmailLimit(app, 'login', SIGN_IN_LIMITS.loginPerEmail);

  const assertMaySignIn = async (email: string) => {
    if (!(await maySignIn(app.db, app.config.signupMode, email))) throw forbidden(AUTH_MESSAGES.inviteOnly);
  };

  app.post(
    '/v2/auth/login/otp/send',
    {
      config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.otpSendPerIp) },
      schema: {
        operationId: 'sendSignInCode',
        summary: 'Mail a one-time sign-in code to an address',
        body: otpSendBody,
        response: { 200: ApiMessageSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await otpSendPerEmail(request, reply, email);
      await assertMaySignIn(email);
      const issued = await issueCode(app.db, secret, email);
      if (!issued.issued) {
        reply.header('retry-after', issued.retryAfterSeconds);
        throw tooManyRequests(AUTH_MESSAGES.resendTooSoon(issued.retryAfterSeconds));
      }
      try {
        await app.mailer.send(signInCodeMail(email, issued.code));
      } catch (error) {
        request.log.error({ err: error, to: email }, 'sign-in code mail could not be sent');
        await withdrawCode(app.db, email, issued.codeHash);
        throw new HttpError(503, AUTH_MESSAGES.mailFailed);
      }
      return { message: AUTH_MESSAGES.otpSent(email) };
    },
  );

  app.post(
    '/v2/auth/login',
    {
      config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.loginPerIp) },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with the mailed code; the tokens come in the response headers',
        body: loginBody,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, otp } = request.body;
      await loginPerEmail(request, reply, email);
      await assertMaySignIn(email);
      const { user, sessionId, refreshToken } = await signIn(app.db, secret, { email, otp });
      sendTokenPair(reply, await app.tokens.sign({ ...user, sessionId }), refreshToken);
      return user;
    },
  );

  app.post(
    '/v2/auth/token/refresh',
    {
      config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.refreshPerIp) },
      schema: {
        operationId: 'refreshTokens',
        summary: 'Trade the refresh token (X-Refresh-Token) for a new token pair',
        response: { 200: UserSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request.headers);
      if (!presented) throw unauthorized(AUTH_MESSAGES.refreshMissing);
      const rotated = await rotateRefreshToken(app.db, presented);
      if (!rotated.ok) {
        if (rotated.reason === 'reused') {
          request.log.warn({ reason: rotated.reason }, 'refresh token reused: its family is revoked');
          await notifyAccessChange(app, { userIds: [rotated.userId] });
        }
        throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      }
      const user = await findUser(app.db, rotated.userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      sendTokenPair(reply, await app.tokens.sign({ ...user, sessionId: rotated.sessionId }), rotated.token);
      return publicUser(user);
    },
  );

  // Ends the session of the presented refresh token and the one the bearer access token names (the
  // same one, for a client that sends both); answers the same whether or not either was known.
  app.post(
    '/v2/auth/logout',
    {
      config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.refreshPerIp) },
      schema: {
        operationId: 'signOut',
        summary: 'End the session of the presented refresh or access token',
        response: { 200: ApiMessageSchema, ...errorResponses(429) },
      },
    },
    async (request) => {
      const userIds = await endPresentedSessions(request);
      await notifyAccessChange(app, { userIds });
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  // Ends every session of the caller, this one included. Personal access tokens are no sessions:
  // they keep working (they are revoked one by one), and cannot sign anyone out.
  const logoutAll = signedInRoute(app, {
    operationId: 'signOutEverywhere',
    summary: "End every session of the caller's account; personal access tokens keep working",
    response: { 200: ApiMessageSchema, ...errorResponses(401, 403) },
  });
  app.post('/v2/auth/logout/all', logoutAll, async (request) => {
    const { user } = currentSession(request);
    await revokeAllSessions(app.db, user.id);
    await notifyAccessChange(app, { userIds: [user.id] });
    return { message: AUTH_MESSAGES.loggedOutEverywhere };
  });

  /** The users whose sessions the request named (none, one, or two for mismatched tokens). */
  async function endPresentedSessions(request: FastifyRequest): Promise<string[]> {
    const userIds = new Set<string>();
    const refreshToken = presentedRefreshToken(request.headers);
    const fromRefresh = refreshToken ? await revokeRefreshToken(app.db, refreshToken) : null;
    if (fromRefresh) userIds.add(fromRefresh);
    const accessToken = bearerToken(request);
    const claims = accessToken ? await app.tokens.verify(accessToken) : null;
    if (claims) {
      await revokeSession(app.db, claims.sub, claims.sid);
      userIds.add(claims.sub);
    }
    return [...userIds];
  }
};
