// The centred card the sign-in steps sit in, on a quiet background with the wordmark above.
import type { ReactNode } from 'react';
import { Wordmark } from '../../components/ui/wordmark.tsx';

export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="relative flex min-h-full flex-col items-center justify-center overflow-hidden bg-neutral-50 px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-[480px] w-[780px] -translate-x-1/2 rounded-full bg-brand-500/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(0_0_0/0.05)_1px,transparent_0)] [background-size:24px_24px]"
      />
      <div className="relative w-full max-w-[400px]">
        <div className="mb-8 flex justify-center">
          <Wordmark />
        </div>
        <div className="rounded-2xl border border-neutral-200/80 bg-white p-8 shadow-xl shadow-neutral-900/5">
          {children}
        </div>
        {footer && <p className="mt-6 text-center text-xs text-neutral-500">{footer}</p>}
      </div>
    </main>
  );
}
