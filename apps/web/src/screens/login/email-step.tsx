// Step 1: the e-mail address (type email, required) and 'Sign In With Email'.
import { IconMail } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/input.tsx';
import { LOGIN_TEXTS } from './texts.ts';

export function EmailStep({
  email,
  onEmailChange,
  onSubmit,
  sending,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  sending: boolean;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-6" aria-label="Sign in">
      <div>
        <h1 className="text-xl font-medium tracking-tight text-neutral-900">{LOGIN_TEXTS.title}</h1>
        <p className="mt-1.5 text-sm text-neutral-500">{LOGIN_TEXTS.subtitle}</p>
      </div>
      <Field
        label={LOGIN_TEXTS.emailLabel}
        type="email"
        name="email"
        required
        autoFocus
        autoComplete="email"
        placeholder={LOGIN_TEXTS.emailPlaceholder}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button type="submit" size="lg" loading={sending} icon={<IconMail className="size-4" />}>
        {LOGIN_TEXTS.sendButton}
      </Button>
    </form>
  );
}
