// SPEC §8 empty state of the panel's searches.
import { PANEL_TEXTS } from '../texts.ts';

export function EmptyMiss({ detail = false }: { detail?: boolean }) {
  return (
    <div className="flex flex-col items-center justify-center gap-0.5 py-4 text-center">
      <p className="text-xs font-medium text-neutral-600">{PANEL_TEXTS.miss}</p>
      {detail && <p className="text-[11px] text-neutral-500">{PANEL_TEXTS.missDetail}</p>}
    </div>
  );
}
