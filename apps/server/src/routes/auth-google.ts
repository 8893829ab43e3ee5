// Sign-in with Google (SPEC §2 "auth/google action") through OpenID Connect, when GOOGLE_CLIENT_ID and
// GOOGLE_CLIENT_SECRET are set (OIDC_ISSUER names another provider). The studio asks which sign-in
// methods exist, starts a flow (the provider's URL and the state to keep), and after the provider
// sends the browser back to /auth/google/callback, finishes it here: tokens in the response headers,
// as POST /v2/auth/login answers.
import { AuthProvidersSchema, GoogleSignInStartSchema, UserSchema } from '@vitrine/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowEmptyJsonBody } from '../auth/empty-json-body.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { createOidcClient, OidcError } from '../auth/oidc.ts';
import { SIGN_IN_LIMITS, perIpLimit } from '../auth/rate-limits.ts';
import { sendTokenPair } from '../auth/session-headers.ts';
import { signInVerifiedEmail } from '../auth/sign-in.ts';
import { maySignIn } from '../auth/signup-policy.ts';
import { HttpError, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { errorResponses } from '../http/responses.ts';
import { pageFacts } from '../http/page-facts.ts';

const startBody = z.object({}, { error: AUTH_MESSAGES.bodyNotObject });
const callbackBody = z.object(
  {
    code: z.string().trim().min(1, 'code is required').max(4096),
    state: z.string().trim().min(1, 'state is required').max(4096),
    iss: z.string().trim().max(2048).optional(),
  },
  { error: AUTH_MESSAGES.bodyNotObject },
);

export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  const oidc = app.config.oidc
    ? createOidcClient(app.config.oidc, app.config.publicUrl, app.config.jwtSecret)
    : null;
  const limit = { config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.googlePerIp) } };

  const failure = (error: unknown): never => {
    if (error instanceof OidcError) {
      // The provider's own detail goes to the log only; it may quote the code or the client id.
      app.log.warn(
        { reason: error.reason, cause: (error.cause as Error | undefined)?.message },
        'Google sign-in failed',
      );
      if (error.reason === 'state') throw unauthorized(AUTH_MESSAGES.googleStateInvalid);
      if (error.reason === 'unreachable') throw new HttpError(502, AUTH_MESSAGES.googleUnreachable);
      throw unauthorized(AUTH_MESSAGES.googleFailed);
    }
    throw error;
  };

  const providers = {
    schema: {
      operationId: 'listSignInMethods',
      summary: 'Which sign-in methods this server offers',
      response: { 200: AuthProvidersSchema },
    },
  };
  // The studio's page carries the same answer (http/page-facts.ts).
  const { authProviders } = pageFacts(app.config);
  app.get('/v2/auth/providers', providers, async () => authProviders);

  const start = {
    ...limit,
    schema: {
      operationId: 'startGoogleSignIn',
      summary: "Start a Google sign-in: the provider's page and the state to hand back",
      body: startBody,
      response: { 200: GoogleSignInStartSchema, ...errorResponses(400, 401, 404, 429, 502) },
    },
  };
  app.post('/v2/auth/google', start, async () => {
    if (!oidc) throw notFound(AUTH_MESSAGES.googleNotConfigured);
    return oidc.start().catch(failure);
  });

  app.post(
    '/v2/auth/google/callback',
    {
      ...limit,
      schema: {
        operationId: 'finishGoogleSignIn',
        summary: 'Finish a Google sign-in with what the provider sent back; tokens as sign-in gives them',
        body: callbackBody,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 429, 502) },
      },
    },
    async (request, reply) => {
      if (!oidc) throw notFound(AUTH_MESSAGES.googleNotConfigured);
      const identity = await oidc.finish(request.body).catch(failure);
      if (!identity.emailVerified) throw forbidden(AUTH_MESSAGES.googleEmailUnverified);
      if (!(await maySignIn(app.db, app.config.signupMode, identity.email)))
        throw forbidden(AUTH_MESSAGES.inviteOnly);
      const { user, sessionId, refreshToken } = await signInVerifiedEmail(app.db, identity.email, {
        firstName: identity.firstName,
        lastName: identity.lastName,
      });
      sendTokenPair(reply, await app.tokens.sign({ ...user, sessionId }), refreshToken);
      return user;
    },
  );
};
