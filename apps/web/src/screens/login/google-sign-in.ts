// Sign-in with Google (SPEC §2 "auth/google action"): the /auth/google action starts the flow and
// leaves for the provider; the provider sends the browser back to /auth/google/callback, whose loader
// checks that this browser started the flow (the state kept in sessionStorage), lets the server
// exchange the code, and goes on as an e-mail sign-in does. Its failures toast the server's message in
// sentence case, else 'something went wrong while trying to login' (SPEC §2, §8 "Second login").
import { sentenceCase } from '@vitrine/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { finishGoogleSignIn, startGoogleSignIn } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { LOGIN_TEXTS } from './texts.ts';

const STATE_KEY = 'vitrine.google-state';

/** The toast of a failed Google sign-in: the server's (or provider's) message in sentence case, else the default. */
export function googleErrorText(error: unknown): string {
  const message = isApiError(error) ? error.message : typeof error === 'string' ? error : '';
  return sentenceCase(message) || LOGIN_TEXTS.secondLoginError;
}

const failed = (error: unknown) => {
  toast.error(googleErrorText(error));
  return redirect('/login');
};

export async function googleAction(): Promise<Response> {
  try {
    const { url, state } = await startGoogleSignIn();
    sessionStorage.setItem(STATE_KEY, state);
    return redirect(url);
  } catch (error) {
    return failed(error);
  }
}

export async function googleCallbackLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const [code, state] = [params.get('code'), params.get('state')];
  if (params.get('error')) return failed(params.get('error_description') ?? '');
  if (!code || !state || state !== expected) {
    toast.error(LOGIN_TEXTS.googleStateMismatch);
    return redirect('/login');
  }
  try {
    const { firstTime } = await finishGoogleSignIn({ code, state, iss: params.get('iss') ?? undefined });
    return redirect(firstTime ? '/account' : '/');
  } catch (error) {
    return failed(error);
  }
}
