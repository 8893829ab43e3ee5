// Marks a control whose selected elements hold different values (the first one's is shown).
import { MIXED_LABEL } from './texts.ts';

export function MixedBadge() {
  return (
    <span className="rounded bg-neutral-100 px-1 text-[10px] text-neutral-600" data-testid="mixed">
      {MIXED_LABEL}
    </span>
  );
}
