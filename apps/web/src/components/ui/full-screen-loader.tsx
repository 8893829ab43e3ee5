// The full-screen loader: the first paint before a lazy screen arrives (SPEC §9: initial loader accent
// #f97316), and any screen that must wait for data before it can show anything.
import { LogoMark } from './wordmark.tsx';

export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex h-full min-h-screen items-center justify-center bg-neutral-50"
    >
      <div className="flex flex-col items-center gap-5">
        <LogoMark className="size-10 animate-pulse" />
        <div className="h-1 w-28 overflow-hidden rounded-full bg-brand-100">
          <div className="h-full w-1/3 animate-[vitrine-progress_1.1s_ease-in-out_infinite] rounded-full bg-brand-500" />
        </div>
      </div>
    </div>
  );
}
