// The builder's Version history panel (right side, in place of the property panel): save a named
// checkpoint, and the project's checkpoints newest first with author and time. Selecting one shows
// it read-only in the preview frame, where the banner offers to restore it.
import { IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { CheckpointRow } from './checkpoint-row.tsx';
import { historyViewOf } from './history-view.ts';
import { HISTORY_TEXTS } from './texts.ts';
import { useCheckpointActions, useCheckpoints } from './use-checkpoints.ts';
import { useHistoryView } from './use-history-view.ts';

export function HistoryPanel() {
  const { doc, readOnly } = useSession();
  const checkpoints = useCheckpoints(true);
  const { save, preview } = useCheckpointActions();
  const previewingId = useHistoryView((state) => state.previewing?.checkpoint.id ?? null);
  const [name, setName] = useState('');

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  return (
    <aside
      className="flex w-80 shrink-0 flex-col border-l border-neutral-200 bg-white"
      data-testid="history-panel"
    >
      <header className="flex h-10 items-center justify-between border-b border-neutral-200 pr-1 pl-3">
        <h2 className="text-[11px] font-medium tracking-wide text-neutral-900 uppercase">
          {HISTORY_TEXTS.title}
        </h2>
        <IconButton label={HISTORY_TEXTS.close} onClick={() => historyViewOf(doc).getState().setOpen(false)}>
          <IconX size={15} />
        </IconButton>
      </header>
      {!readOnly && (
        <form onSubmit={onSave} className="flex gap-2 border-b border-neutral-200 p-3">
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={HISTORY_TEXTS.namePlaceholder}
            maxLength={120}
            aria-label={HISTORY_TEXTS.namePlaceholder}
            className="h-8 min-w-0 flex-1 rounded-md border border-neutral-200 px-2 text-xs outline-none focus:border-orange-400"
          />
          <button
            type="submit"
            disabled={!name.trim() || save.isPending}
            className="h-8 rounded-md bg-neutral-900 px-3 text-xs font-medium text-white disabled:opacity-40"
          >
            {HISTORY_TEXTS.save}
          </button>
        </form>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {checkpoints.isPending ? (
          <div className="grid place-items-center p-6">
            <Spinner />
          </div>
        ) : checkpoints.isError ? (
          <p className="p-3 text-xs text-red-600">{HISTORY_TEXTS.loadFailed}</p>
        ) : checkpoints.data.length === 0 ? (
          <p className="p-3 text-xs text-neutral-500">{HISTORY_TEXTS.empty}</p>
        ) : (
          <ul className="flex flex-col gap-0.5" data-testid="checkpoint-list">
            {checkpoints.data.map((checkpoint) => (
              <CheckpointRow
                key={checkpoint.id}
                checkpoint={checkpoint}
                selected={previewingId === checkpoint.id}
                loading={preview.isPending && preview.variables?.id === checkpoint.id}
                onSelect={() => preview.mutate(checkpoint)}
              />
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
