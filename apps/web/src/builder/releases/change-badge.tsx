// 'added', 'removed' or 'changed' as a small coloured badge.
import type { Change } from '@vitrine/core';
import { cn } from '../../components/ui/cn.ts';
import { RELEASES_TEXTS as T } from './texts.ts';

const COLOURS: Record<Change, string> = {
  added: 'bg-green-50 text-green-700',
  removed: 'bg-red-50 text-red-700',
  changed: 'bg-amber-50 text-amber-700',
};

export function ChangeBadge({ change }: { change: Change }) {
  return (
    <span className={cn('rounded px-1.5 py-0.5 text-[10px] font-medium uppercase', COLOURS[change])}>
      {T.change[change]}
    </span>
  );
}
