// Sign-in by e-mail one-time code (SPEC §7): send a code, sign in with it, refresh and end a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../auth/email.ts';
import { allowEmptyJsonBody } from '../auth/empty-json-body.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { OTP_LENGTH, issueCode, withdrawCode } from '../auth/one-time-codes.ts';
import { SIGN_IN_LIMITS, perEmailLimit, perIpLimit } from '../auth/rate-limits.ts';
import { revokeRefreshToken, rotateRefreshToken } from '../auth/refresh-tokens.ts';
import { presentedRefreshToken, sendTokenPair } from '../auth/session-headers.ts';
import { signIn } from '../auth/sign-in.ts';
import { maySignIn } from '../auth/signup-policy.ts';
import { HttpError, forbidden, tooManyRequests, unauthorized } from '../http/errors.ts';
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
    { config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.otpSendPerIp) }, schema: { body: otpSendBody } },
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
    { config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.loginPerIp) }, schema: { body: loginBody } },
    async (request, reply) => {
      const { email, otp } = request.body;
      await loginPerEmail(request, reply, email);
      await assertMaySignIn(email);
      const { user, refreshToken } = await signIn(app.db, secret, { email, otp });
      sendTokenPair(reply, await app.tokens.sign(user), refreshToken);
      return user;
    },
  );

  app.post(
    '/v2/auth/token/refresh',
    { config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.refreshPerIp) } },
    async (request, reply) => {
      const presented = presentedRefreshToken(request.headers);
      if (!presented) throw unauthorized(AUTH_MESSAGES.refreshMissing);
      const rotated = await rotateRefreshToken(app.db, presented);
      if (!rotated.ok) {
        if (rotated.reason === 'reused') {
          request.log.warn({ reason: rotated.reason }, 'refresh token reused: its family is revoked');
        }
        throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      }
      const user = await findUser(app.db, rotated.userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      sendTokenPair(reply, await app.tokens.sign(user), rotated.token);
      return publicUser(user);
    },
  );

  // Ends the session of the presented refresh token; answers the same whether or not it was known.
  app.post(
    '/v2/auth/logout',
    { config: { rateLimit: perIpLimit(SIGN_IN_LIMITS.refreshPerIp) } },
    async (request) => {
      const presented = presentedRefreshToken(request.headers);
      if (presented) await revokeRefreshToken(app.db, presented);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};
