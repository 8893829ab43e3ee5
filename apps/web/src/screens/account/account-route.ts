// Loader and action of /account/:action? (SPEC §8: a loader failure toasts the message and returns
// the error; the action with method 'update-user' saves the profile).
import type { ActionFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { errorMessage, toastError } from '../../api/errors.ts';
import { getUser, updateUser, type User } from '../../api/user.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

export type AccountLoaderData = { user: User; error?: undefined } | { user?: undefined; error: string };

export async function accountLoader(): Promise<AccountLoaderData> {
  try {
    return { user: await getUser() };
  } catch (error) {
    toastError(error);
    return { error: errorMessage(error) };
  }
}

export type AccountActionData = { ok: boolean };

export async function accountAction({ request }: ActionFunctionArgs): Promise<AccountActionData> {
  const form = await request.formData();
  if (form.get('method') !== 'update-user') return { ok: false };
  try {
    await updateUser(Object.fromEntries(form));
    toast.success(ACCOUNT_TEXTS.profile.updated);
    return { ok: true };
  } catch (error) {
    toastError(error);
    return { ok: false };
  }
}

/** Switching tabs changes the URL only; reload the user after a submission, not on every tab click. */
export function shouldRevalidateAccount({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}
