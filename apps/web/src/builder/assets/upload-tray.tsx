// The upload tray, over the canvas's bottom-left corner while this page has uploads: each file with
// its name, bytes sent of its size and a progress bar, one uploading at a time (SPEC §9), a failed one
// with its reason; a file waiting or on its way can be cancelled. Closed once everything finished.
import { IconCheck, IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../components/ui/cn.ts';
import {
  cancelUpload,
  clearFinishedUploads,
  isFinished,
  uploadList,
  type UploadItem,
} from './upload-list.ts';
import { UPLOAD_TEXTS } from './texts.ts';

export function UploadTray() {
  const items = useSyncExternalStore(uploadList.subscribe, uploadList.get, uploadList.get);
  if (items.length === 0) return null;
  const done = items.filter((item) => item.state === 'done').length;
  const allFinished = items.every(isFinished);
  return (
    <section
      aria-label={UPLOAD_TEXTS.title}
      data-testid="upload-tray"
      className="absolute bottom-4 left-4 z-30 w-80 overflow-hidden rounded-lg bg-white text-xs shadow-lg ring-1 ring-neutral-200"
    >
      <header className="flex items-center justify-between border-b border-neutral-100 px-3 py-2">
        <span className="font-medium text-neutral-900">{UPLOAD_TEXTS.title}</span>
        <span className="flex items-center gap-2 text-neutral-500">
          {UPLOAD_TEXTS.summary(done, items.length)}
          {allFinished && (
            <button
              type="button"
              aria-label={UPLOAD_TEXTS.close}
              title={UPLOAD_TEXTS.close}
              onClick={clearFinishedUploads}
              className="rounded p-0.5 hover:bg-neutral-100"
            >
              <IconX size={14} />
            </button>
          )}
        </span>
      </header>
      <ul className="max-h-60 overflow-y-auto">
        {items.map((item) => (
          <UploadRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function statusText(item: UploadItem): string {
  if (item.state === 'waiting') return UPLOAD_TEXTS.waiting;
  if (item.state === 'done') return UPLOAD_TEXTS.done;
  if (item.state === 'cancelled') return UPLOAD_TEXTS.cancelled;
  if (item.state === 'failed') return UPLOAD_TEXTS.failed(item.error ?? UPLOAD_TEXTS.unreachable);
  return UPLOAD_TEXTS.progress(item.sent, item.total);
}

function UploadRow({ item }: { item: UploadItem }) {
  const percent = item.total > 0 ? Math.round((item.sent / item.total) * 100) : 0;
  const active = item.state === 'waiting' || item.state === 'uploading';
  return (
    <li
      data-testid="upload-item"
      data-state={item.state}
      data-sent={item.sent}
      data-total={item.total}
      className="border-b border-neutral-50 px-3 py-2 last:border-0"
    >
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-neutral-800" title={item.name}>
          {item.name}
        </span>
        {item.state === 'done' && <IconCheck size={14} className="text-green-600" aria-hidden />}
        {active && (
          <button
            type="button"
            aria-label={UPLOAD_TEXTS.cancel(item.name)}
            title={UPLOAD_TEXTS.cancel(item.name)}
            onClick={() => cancelUpload(item.id)}
            className="rounded p-0.5 text-neutral-500 hover:bg-neutral-100"
          >
            <IconX size={14} />
          </button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={item.name}
        aria-valuemin={0}
        aria-valuemax={item.total}
        aria-valuenow={item.sent}
        aria-valuetext={UPLOAD_TEXTS.progress(item.sent, item.total)}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            item.state === 'failed' ? 'bg-red-500' : item.state === 'done' ? 'bg-green-500' : 'bg-orange-500',
          )}
          style={{ width: `${item.state === 'done' ? 100 : percent}%` }}
        />
      </div>
      <p
        data-testid="upload-status"
        className={cn('mt-1', item.state === 'failed' ? 'text-red-600' : 'text-neutral-500')}
      >
        {statusText(item)}
      </p>
    </li>
  );
}
