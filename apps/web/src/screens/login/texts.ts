// Every text of the sign-in flow (SPEC §2 "Login", §8 "Login (OTP form)" and "Send OTP").
export const LOGIN_TEXTS = {
  title: 'Sign in to Vitrine',
  subtitle: 'We will e-mail you a 4-digit sign-in code.',
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  sendButton: 'Sign In With Email',
  codeTitle: 'Check your inbox',
  codeSubtitle: (email: string) => `We sent a 4-digit code to ${email}.`,
  codeLabel: 'Verification code',
  codePlaceholder: '0000',
  verifyButton: 'Verify & Login',
  resend: 'Resend Otp',
  resendIn: (seconds: number) => `Resend Otp in 0:${String(seconds).padStart(2, '0')}`,
  changeEmail: 'Use a different email',
  otpSent: (email: string) => `OTP Sent to ${email}`,
  inviteOnly: 'Already signed up for alpha, please wait for the invite.',
  serverError: 'Something went wrong !',
  otpMismatch: 'OTP Mismatch, try again!',
  unknownError: 'Something went wrong !!!',
  footer: 'By signing in you agree to the terms of service.',
  googleButton: 'Sign In With Google',
  or: 'or',
  /** SPEC §8: the second login action's default text, as written. */
  secondLoginError: 'something went wrong while trying to login',
  googleStateMismatch: 'This Google sign-in was not started in this browser, please try again',
} as const;

/** SPEC §9: OTP length 4; resend countdown 30 s. */
export const OTP_LENGTH = 4;
export const RESEND_COUNTDOWN_SECONDS = 30;

/** The resend button's label: 'Resend Otp in 0:SS' while counting down, then 'Resend Otp'. */
export function resendLabel(remainingSeconds: number): string {
  return remainingSeconds > 0 ? LOGIN_TEXTS.resendIn(remainingSeconds) : LOGIN_TEXTS.resend;
}
