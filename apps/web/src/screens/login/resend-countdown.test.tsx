// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { ApiError } from '../../api/errors.ts';
import { CodeStep } from './code-step.tsx';
import { signInErrorText } from './login-actions.ts';
import { LOGIN_TEXTS, RESEND_COUNTDOWN_SECONDS, resendLabel } from './texts.ts';

describe('resendLabel', () => {
  it('shows two-digit seconds while counting down and the plain label at zero', () => {
    expect(resendLabel(30)).toBe('Resend Otp in 0:30');
    expect(resendLabel(9)).toBe('Resend Otp in 0:09');
    expect(resendLabel(1)).toBe('Resend Otp in 0:01');
    expect(resendLabel(0)).toBe('Resend Otp');
  });
});

describe('signInErrorText', () => {
  it('maps each failure to the SPEC text', () => {
    expect(signInErrorText(new ApiError(403, 'x'))).toBe(
      'Already signed up for alpha, please wait for the invite.',
    );
    expect(signInErrorText(new ApiError(500, 'x'))).toBe('Something went wrong !');
    expect(signInErrorText(new ApiError(401, 'x'))).toBe('OTP Mismatch, try again!');
    expect(signInErrorText(new ApiError(429, 'x'))).toBe('OTP Mismatch, try again!');
    expect(signInErrorText(new TypeError('Failed to fetch'))).toBe('Something went wrong !!!');
  });
});

function Harness({ onResend }: { onResend: () => void }) {
  const { remaining, start } = useCountdown();
  useEffect(() => start(RESEND_COUNTDOWN_SECONDS), [start]);
  return (
    <CodeStep
      email="ada@example.com"
      remaining={remaining}
      verifying={false}
      resending={false}
      onVerify={() => {}}
      onResend={onResend}
      onChangeEmail={() => {}}
    />
  );
}

describe('code step countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('locks resend for 30 seconds with a 0:SS label, then enables it', () => {
    const onResend = vi.fn();
    render(<Harness onResend={onResend} />);
    const button = () => screen.getByRole('button', { name: /Resend Otp/ });
    expect(button().textContent).toBe('Resend Otp in 0:30');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend Otp in 0:29');

    act(() => vi.advanceTimersByTime(21_000));
    expect(button().textContent).toBe('Resend Otp in 0:08');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(8000));
    expect(button().textContent).toBe(LOGIN_TEXTS.resend);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    act(() => button().click());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('renders the code field as SPEC describes', () => {
    render(<Harness onResend={() => {}} />);
    const input = screen.getByPlaceholderText('0000') as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.minLength).toBe(4);
    expect(input.maxLength).toBe(4);
    expect(screen.getByRole('button', { name: 'Verify & Login' })).toBeTruthy();
  });
});
