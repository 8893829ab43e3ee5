// The full-screen loader shown until the shared document is synced (SPEC §2).
import { Spinner } from '../components/ui/spinner.tsx';

export function FullScreenLoader({ label = 'Loading project…' }: { label?: string }) {
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-3 bg-neutral-50"
      data-testid="builder-loader"
    >
      <Spinner className="size-7 text-brand-600" />
      <p className="text-sm text-neutral-500">{label}</p>
    </div>
  );
}
