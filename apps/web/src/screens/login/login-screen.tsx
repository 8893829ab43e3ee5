// /login: e-mail entry, then code entry once the code is sent (SPEC §4 "Login"). The calls run as
// the /auth/otp and /auth/email route actions; a successful sign-in redirects from there.
import { useEffect, useState } from 'react';
import { Form, redirect, useFetcher, useLoaderData, useNavigation } from 'react-router';
import { IconBrandGoogle } from '@tabler/icons-react';
import { authProviders } from '../../api/auth-providers.ts';
import { hasSession } from '../../api/storage.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CodeStep } from './code-step.tsx';
import { EmailStep } from './email-step.tsx';
import type { AuthActionResult } from './login-actions.ts';
import { LOGIN_TEXTS, RESEND_COUNTDOWN_SECONDS } from './texts.ts';

/** Already identified users go to the dashboard (SPEC §2); others learn whether Google is offered. */
export async function loader() {
  if (hasSession()) return redirect('/');
  return authProviders().catch(() => ({ google: false }));
}

export default function LoginScreen() {
  const providers = useLoaderData() as { google: boolean } | null;
  const navigation = useNavigation();
  const sendFetcher = useFetcher<AuthActionResult>();
  const verifyFetcher = useFetcher<AuthActionResult>();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const countdown = useCountdown();
  const { start } = countdown;

  // Each successful send (first or resend) is a new data object: show the code step, restart the clock.
  useEffect(() => {
    if (sendFetcher.data?.ok) {
      setStep('code');
      start(RESEND_COUNTDOWN_SECONDS);
    }
  }, [sendFetcher.data, start]);

  const send = () =>
    void sendFetcher.submit({ email }, { method: 'post', action: '/auth/otp', encType: 'application/json' });
  const verify = (otp: string) =>
    void verifyFetcher.submit(
      { email, otp },
      { method: 'post', action: '/auth/email', encType: 'application/json' },
    );

  return (
    <AuthLayout footer={LOGIN_TEXTS.footer}>
      <title>Sign in · Vitrine</title>
      {step === 'email' ? (
        <EmailStep
          email={email}
          onEmailChange={setEmail}
          onSubmit={send}
          sending={sendFetcher.state !== 'idle'}
        />
      ) : (
        <CodeStep
          email={email}
          remaining={countdown.remaining}
          verifying={verifyFetcher.state !== 'idle'}
          resending={sendFetcher.state !== 'idle'}
          onVerify={verify}
          onResend={send}
          onChangeEmail={() => setStep('email')}
        />
      )}
      {step === 'email' && providers?.google && (
        <Form method="post" action="/auth/google" className="mt-6 flex flex-col gap-4">
          <p className="text-center text-xs text-neutral-500">{LOGIN_TEXTS.or}</p>
          <Button
            type="submit"
            size="lg"
            variant="secondary"
            loading={navigation.formAction === '/auth/google'}
            icon={<IconBrandGoogle className="size-4" />}
          >
            {LOGIN_TEXTS.googleButton}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
