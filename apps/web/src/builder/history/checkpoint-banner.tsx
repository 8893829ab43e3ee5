// Over the canvas while a checkpoint is previewed: what is shown, and the way back or to restore it.
import { relativeTime } from '@vitrine/core';
import { IconHistory } from '@tabler/icons-react';
import { useSession } from '../state/session.tsx';
import { historyViewOf } from './history-view.ts';
import { HISTORY_TEXTS, authorList, checkpointLabel } from './texts.ts';
import { useCheckpointActions } from './use-checkpoints.ts';
import { useHistoryView } from './use-history-view.ts';

export function CheckpointBanner() {
  const { doc, readOnly } = useSession();
  const previewing = useHistoryView((state) => state.previewing);
  const { restore } = useCheckpointActions();
  if (!previewing) return null;
  const { checkpoint } = previewing;
  const authors = authorList(checkpoint.authors);
  return (
    <div
      role="status"
      data-testid="checkpoint-banner"
      className="absolute top-3 left-1/2 z-20 flex max-w-[calc(100%-24px)] -translate-x-1/2 items-center gap-3 whitespace-nowrap rounded-lg border border-orange-200 bg-white py-1.5 pr-1.5 pl-3 text-xs shadow-lg"
    >
      <IconHistory size={15} className="text-orange-500" />
      <span className="truncate text-neutral-700">
        {HISTORY_TEXTS.previewing}{' '}
        <strong className="font-medium text-neutral-900">{checkpointLabel(checkpoint)}</strong>
        {' · '}
        {relativeTime(checkpoint.createdAt)}
        {authors && ` ${HISTORY_TEXTS.by} ${authors}`}
      </span>
      <button
        type="button"
        onClick={() => historyViewOf(doc).getState().preview(null)}
        className="h-7 rounded-md px-2 font-medium text-neutral-700 hover:bg-neutral-100"
      >
        {HISTORY_TEXTS.backToCurrent}
      </button>
      {!readOnly && (
        <button
          type="button"
          disabled={restore.isPending}
          onClick={() => restore.mutate(checkpoint)}
          className="h-7 rounded-md bg-orange-500 px-2.5 font-medium text-white hover:bg-orange-600 disabled:opacity-50"
        >
          {HISTORY_TEXTS.restore}
        </button>
      )}
    </div>
  );
}
