// Every text the sign-in API answers with, in one place (SPEC §5 and §8 name some of them literally).
export const AUTH_MESSAGES = {
  bodyNotObject: 'Request body must be a JSON object',
  emailEmpty: 'Email is empty',
  emailInvalid: 'Email is not a valid e-mail address',
  emailNotText: 'Email must be a string',
  otpNotText: 'OTP must be a string',
  otpInvalid: 'OTP must be 4 digits',
  otpSent: (email: string) => `OTP Sent to ${email}`,
  otpMismatch: 'OTP Mismatch, try again!',
  otpExpired: 'OTP expired, please request a new one',
  otpLocked: 'Too many wrong attempts, please request a new OTP',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP`,
  tooManyRequests: (seconds: number) =>
    `Too many requests, please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  inviteOnly: 'Already signed up for alpha, please wait for the invite.',
  mailFailed: 'Could not send the OTP, please try again later',
  refreshMissing: 'Missing refresh token',
  refreshInvalid: 'Invalid token : Token expired',
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Logged out everywhere',
  sessionOnly: 'This needs a signed-in session, not a personal access token',
  googleNotConfigured: 'Sign-in with Google is not set up on this server',
  googleStateInvalid: 'The Google sign-in expired or was not started here, please try again',
  googleFailed: 'Google did not confirm the sign-in, please try again',
  googleUnreachable: 'Google sign-in is unavailable right now, please try again later',
  googleEmailUnverified: 'Your Google account has no verified e-mail address',
} as const;
