// What a side panel shows while its code downloads (the history and budget panels load when first
// opened): an empty panel of the same width and frame, so the canvas does not move, with a spinner
// that screen readers announce as loading.
import { Spinner } from '../../components/ui/spinner.tsx';

export function PanelLoader({ label }: { label: string }) {
  return (
    <aside
      className="flex w-80 shrink-0 flex-col items-center justify-center gap-2 border-l border-neutral-200 bg-white"
      aria-label={label}
      aria-busy="true"
      data-testid="panel-loader"
    >
      <Spinner className="size-5 text-neutral-400" />
    </aside>
  );
}
