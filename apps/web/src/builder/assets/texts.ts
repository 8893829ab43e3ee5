// The library panel's texts: its labels (SPEC texts come from @vitrine/core's ASSET_TEXTS), what a
// screen reader hears of moving assets by keyboard, and the upload tray.
import { MAP_SLOT_EXTENSIONS } from '@vitrine/core';
import { formatBytes } from '../budget/format.ts';

export const LIBRARY_LABELS = {
  tab: 'Assets',
  elementsTab: 'Elements',
  up: 'Up one level',
  upload: 'Upload',
  createFolder: 'Create folder',
  createMaterial: 'Create material',
  search: 'Search assets',
  filter: 'Type filter',
  empty: 'No assets here yet',
  delete: 'Delete',
  reupload: 'Re-upload',
  reuploaded: (name: string) => `Re-uploaded ${name}`,
  deleteUsedTitle: (names: string[]) =>
    names.length === 1 ? `Delete ${names[0]}?` : `Delete ${names.length} assets?`,
  deleteUsedDescription:
    'Still in use here. These places keep working until they stop using the file; undo brings the asset back.',
  moreUses: (count: number) => `and ${count} more`,
  deleteAnyway: 'Delete anyway',
  compress: 'Compress',
  compressHint:
    'Compress: replaces the file by a smaller copy (WebP textures of at most 2048 px, meshopt meshes for GLB); undo brings the original back until it is purged',
  rename: 'Rename',
  back: 'Back to assets',
  filters: {
    all: 'All',
    models: 'Models',
    materials: 'Materials',
    environments: 'Environments',
    images: 'Images',
  },
} as const;

// What a screen reader hears of moving assets by keyboard in the library (SPEC §5 drag and drop).
export const LIBRARY_DRAG_TEXTS = {
  instructions:
    'Enter opens, F2 renames, Ctrl+Space adds to the selection. Space picks up the asset (or the ' +
    'selection it is in); then the arrow keys choose a folder, Space or Enter moves it there and ' +
    'Escape cancels.',
  /** What is moved: the asset's name, or how many. */
  moved: (names: readonly string[]) => (names.length === 1 ? names[0]! : `${names.length} assets`),
  pickedUp: (what: string) => `Picked up ${what}.`,
  over: (folder: string) => `Over folder ${folder}.`,
  noFolder: 'No folder here takes it.',
  dropped: (what: string, folder: string) => `Moved ${what} into ${folder}.`,
  stays: (what: string) => `${what} stays where it was.`,
  cancelled: (what: string) => `Move cancelled. ${what} stays where it was.`,
} as const;

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

export const TEXTURE_TEXTS = {
  wrongType: `Texture maps accept ${MAP_SLOT_EXTENSIONS.map((ext) => `.${ext}`).join(', ')} images`,
  choose: 'Choose image…',
  fromLibrary: 'From library…',
  clear: 'Remove texture',
} as const;
