// Profile: read-only e-mail and the editable fields; 'Update Profile' sends only non-empty ones. The
// phone's length is core's profile rule, the one the server checks.
import { PHONE_LENGTH } from '@vitrine/core';
import { useFetcher } from 'react-router';
import type { User } from '../../api/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/input.tsx';
import type { AccountActionData } from './account-route.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.profile;

export function ProfileTab({ user, email }: { user: User | undefined; email: string }) {
  const fetcher = useFetcher<AccountActionData>();
  const initials =
    [user?.firstName, user?.lastName]
      .map((part) => part?.trim().slice(0, 1) ?? '')
      .join('')
      .toUpperCase() || email.slice(0, 1).toUpperCase();

  return (
    <Card>
      <CardHeader title={T.heading} description={T.description} />
      <fetcher.Form method="post" action="/account" className="px-6 py-6">
        <input type="hidden" name="method" value="update-user" />
        <div className="mb-6 flex items-center gap-4">
          <div className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-lg font-medium text-white">
            {user?.profilePicture ? (
              <img src={user.profilePicture} alt="" className="size-full rounded-full object-cover" />
            ) : (
              initials
            )}
          </div>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-neutral-900">
              {[user?.firstName, user?.lastName].filter(Boolean).join(' ') || email}
            </p>
            <p className="truncate text-xs text-neutral-500">{email}</p>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={T.email} type="email" value={email} readOnly className="sm:col-span-2" />
          <Field
            label={T.firstName}
            name="firstName"
            defaultValue={user?.firstName ?? ''}
            autoComplete="given-name"
          />
          <Field
            label={T.lastName}
            name="lastName"
            defaultValue={user?.lastName ?? ''}
            autoComplete="family-name"
          />
          <Field
            label={T.phone}
            name="phone"
            type="tel"
            inputMode="numeric"
            minLength={PHONE_LENGTH}
            maxLength={PHONE_LENGTH}
            pattern={`[0-9]{${PHONE_LENGTH}}`}
            title={T.phoneHint}
            hint={T.phoneHint}
            defaultValue={user?.phone ?? ''}
            autoComplete="tel-national"
          />
          <Field
            label={T.organisation}
            name="organisation"
            defaultValue={user?.organisation ?? ''}
            autoComplete="organization"
          />
        </div>
        <div className="mt-6 flex justify-end border-t border-neutral-100 pt-5">
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            {T.submit}
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}
