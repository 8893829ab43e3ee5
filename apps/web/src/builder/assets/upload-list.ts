// The files of this page's uploads, as the upload tray shows them: each with its bytes sent, its
// state, and why it failed. A small external store (get + subscribe) the queue writes and the tray
// reads; a file still waiting or on its way can be cancelled.

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  name: string;
  /** Bytes sent of `total`; a zip shows no bytes (it becomes several uploads). */
  sent: number;
  total: number;
  state: UploadState;
  /** Why it failed (the server's message). */
  error: string | null;
}

type Listener = () => void;

let items: readonly UploadItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const controllers = new Map<number, AbortController>();

const emit = () => {
  for (const listener of [...listeners]) listener();
};

export const uploadList = {
  get: (): readonly UploadItem[] => items,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Lists files as waiting; returns each one's id and the signal that cancels it. */
export function addUploads(files: readonly { name: string; size: number }[]) {
  const added = files.map((file) => {
    const controller = new AbortController();
    const item: UploadItem = {
      id: nextId++,
      name: file.name,
      sent: 0,
      total: file.size,
      state: 'waiting',
      error: null,
    };
    controllers.set(item.id, controller);
    return { item, signal: controller.signal };
  });
  items = [...items, ...added.map((entry) => entry.item)];
  emit();
  return added.map(({ item, signal }) => ({ id: item.id, signal }));
}

export function updateUpload(id: number, patch: Partial<Omit<UploadItem, 'id' | 'name'>>): void {
  const current = items.find((item) => item.id === id);
  // A cancelled file stays cancelled whatever its request says afterwards.
  if (!current || current.state === 'cancelled') return;
  items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  if (patch.state && patch.state !== 'waiting' && patch.state !== 'uploading') controllers.delete(id);
  emit();
}

/** Stops a file waiting or on its way; the queue goes on with the next. */
export function cancelUpload(id: number): void {
  const item = items.find((candidate) => candidate.id === id);
  if (!item || (item.state !== 'waiting' && item.state !== 'uploading')) return;
  controllers.get(id)?.abort();
  controllers.delete(id);
  items = items.map((candidate) => (candidate.id === id ? { ...candidate, state: 'cancelled' } : candidate));
  emit();
}

/** Removes every finished file (done, failed, cancelled) from the list. */
export function clearFinishedUploads(): void {
  items = items.filter((item) => item.state === 'waiting' || item.state === 'uploading');
  emit();
}

export const isFinished = (item: UploadItem) =>
  item.state === 'done' || item.state === 'failed' || item.state === 'cancelled';
