// Step 2: the 4-digit code, 'Verify & Login', and 'Resend Otp' locked for the 30-second countdown.
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LOGIN_TEXTS, OTP_LENGTH, resendLabel } from './texts.ts';

export function CodeStep({
  email,
  remaining,
  verifying,
  resending,
  onVerify,
  onResend,
  onChangeEmail,
}: {
  email: string;
  remaining: number;
  verifying: boolean;
  resending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  const [otp, setOtp] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onVerify(otp);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" aria-label="Verify code">
      <div>
        <h1 className="text-xl font-medium tracking-tight text-neutral-900">{LOGIN_TEXTS.codeTitle}</h1>
        <p className="mt-1.5 text-sm break-words text-neutral-500">{LOGIN_TEXTS.codeSubtitle(email)}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="otp" className="text-xs font-medium text-neutral-600">
          {LOGIN_TEXTS.codeLabel}
        </label>
        <Input
          id="otp"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          required
          minLength={OTP_LENGTH}
          maxLength={OTP_LENGTH}
          placeholder={LOGIN_TEXTS.codePlaceholder}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
          className="h-14 text-center font-mono text-2xl tracking-[0.6em] placeholder:tracking-[0.6em]"
        />
      </div>
      <Button type="submit" size="lg" loading={verifying}>
        {LOGIN_TEXTS.verifyButton}
      </Button>
      <div className="flex items-center justify-between gap-2 border-t border-neutral-100 pt-5">
        <button
          type="button"
          onClick={onChangeEmail}
          className="inline-flex items-center gap-1 text-xs text-neutral-500 hover:text-neutral-800"
        >
          <IconArrowLeft className="size-3.5" />
          {LOGIN_TEXTS.changeEmail}
        </button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remaining > 0 || resending}
          onClick={onResend}
          className="tabular-nums"
        >
          {resendLabel(remaining)}
        </Button>
      </div>
    </form>
  );
}
