// The texts of the upload tray (the files of this page's uploads, with their progress).
import { formatBytes } from '../budget/format.ts';

export const UPLOAD_TEXTS = {
  title: 'Uploads',
  summary: (done: number, count: number) => `${done} of ${count} uploaded`,
  progress: (sent: number, total: number) => `${formatBytes(sent)} of ${formatBytes(total)}`,
  waiting: 'Waiting',
  done: 'Uploaded',
  cancelled: 'Cancelled',
  failed: (reason: string) => `Failed: ${reason}`,
  /** Why a file failed when the server said nothing (the network dropped). */
  unreachable: 'The upload could not reach the server',
  sceneFailed: 'The scene could not be imported',
  cancel: (name: string) => `Cancel the upload of ${name}`,
  close: 'Close the upload list',
} as const;
