// One checkpoint in the history list: its name (or kind), who made it and when. Clicking it shows
// it in the preview frame.
import { relativeTime, type Checkpoint } from '@vitrine/core';
import { cn } from '../../components/ui/cn.ts';
import { HISTORY_TEXTS, authorList, checkpointLabel } from './texts.ts';

export function CheckpointRow(props: {
  checkpoint: Checkpoint;
  selected: boolean;
  loading: boolean;
  onSelect: () => void;
}) {
  const { checkpoint, selected } = props;
  const authors = authorList(checkpoint.authors);
  const time = new Date(checkpoint.createdAt);
  return (
    <li>
      <button
        type="button"
        data-testid="checkpoint-row"
        data-kind={checkpoint.kind}
        aria-pressed={selected}
        onClick={props.onSelect}
        className={cn(
          'flex w-full flex-col gap-0.5 rounded-md px-3 py-2 text-left hover:bg-neutral-100',
          selected && 'bg-orange-50 ring-1 ring-orange-300 hover:bg-orange-50',
          props.loading && 'opacity-60',
        )}
      >
        <span
          className={cn(
            'truncate text-xs',
            checkpoint.kind === 'named' ? 'font-medium text-neutral-900' : 'text-neutral-700',
          )}
        >
          {checkpointLabel(checkpoint)}
        </span>
        <span className="truncate text-[11px] text-neutral-500" title={time.toLocaleString()}>
          <time dateTime={checkpoint.createdAt}>{relativeTime(checkpoint.createdAt)}</time>
          {authors && ` · ${HISTORY_TEXTS.by} ${authors}`}
        </span>
      </button>
    </li>
  );
}
