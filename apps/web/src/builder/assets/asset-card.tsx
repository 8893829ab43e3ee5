// One card of the library grid: a thumbnail (or an icon by kind), the name (double-click the name to
// rename), selection, dragging, and drops when it is a folder. Double-clicking a folder opens it,
// a material opens its editor. By keyboard the card is one tab stop: Enter opens, F2 renames,
// Ctrl+Space (or Cmd, Shift) toggles it in the selection, Space picks it up to move it into a folder.
import {
  IconArrowsMinimize,
  IconBox,
  IconFile,
  IconFolder,
  IconPhoto,
  IconReplace,
  IconSphere,
  IconSun,
  IconTrash,
} from '@tabler/icons-react';
import { useDraggable } from '@dnd-kit/core';
import { ASSET_EXTENSIONS, isFolder, isMaterialAsset, type Asset } from '@vitrine/core';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { REVEAL_ON_HOVER } from '../../components/ui/reveal.ts';
import { LIBRARY_LABELS } from './texts.ts';
import { startAssetDrag, useDropTarget } from './use-asset-drag.ts';
import {
  movingByKeyboard,
  useIsKeyboardDropTarget,
  useIsMovingByKeyboard,
} from './use-library-keyboard-drag.ts';

/** The icon of an asset without a thumbnail, by kind. */
export function iconOf(asset: Pick<Asset, 'type' | 'mime_type' | 'ext'>) {
  if (isFolder(asset)) return IconFolder;
  if (isMaterialAsset(asset)) return IconSphere;
  const ext = `.${asset.ext ?? ''}`;
  if ((ASSET_EXTENSIONS.models as readonly string[]).includes(ext)) return IconBox;
  if ((ASSET_EXTENSIONS.environments as readonly string[]).includes(ext)) return IconSun;
  if ((ASSET_EXTENSIONS.images as readonly string[]).includes(ext)) return IconPhoto;
  return IconFile;
}

export interface AssetCardProps {
  asset: Asset;
  selected: boolean;
  readOnly: boolean;
  dragIds: () => string[];
  /** A click, or Space with a modifier: with ctrl, cmd or shift the card is toggled. */
  onSelect(event: SelectModifiers): void;
  onOpen(): void;
  onRename(name: string): void;
  onDelete(): void;
  /** Replaces a file's content (files only). */
  onReupload(): void;
  /** Offered for images and GLB models: a compressed copy replaces the file (performance budget). */
  onCompress?: () => void;
}

export type SelectModifiers = Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey'>;

/** Files the server can compress: PNG, JPEG and WebP images, GLB models. */
export const isCompressible = (asset: Pick<Asset, 'ext' | 'url'>) =>
  /^(png|jpe?g|webp|glb)$/i.test(asset.ext ?? '') && Boolean(asset.url);

export function AssetCard(props: AssetCardProps) {
  const { asset } = props;
  const folder = isFolder(asset);
  const drop = useDropTarget(asset.id, folder);
  const [editing, setEditing] = useState(false);
  // The keyboard's drag (dnd-kit); the pointer's is the browser's own (draggable, onDragStart).
  const keyboardDrag = useDraggable({ id: asset.id, disabled: props.readOnly || editing });
  const keyboardTarget = useIsKeyboardDropTarget(asset.id, folder);
  const moving = useIsMovingByKeyboard(asset.id);
  const Icon = iconOf(asset);
  const image = asset.thumbnail;

  const commit = (value: string) => {
    setEditing(false);
    if (value !== asset.name) props.onRename(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys in the name field or on the card's buttons are theirs, and a drag's keys the drag's.
    if (event.target !== event.currentTarget || movingByKeyboard()) return;
    const modified = event.ctrlKey || event.metaKey || event.shiftKey;
    if (event.key === 'Enter' && !modified && !event.altKey) {
      event.preventDefault();
      props.onOpen();
    } else if (event.key === 'F2' && !props.readOnly) {
      event.preventDefault();
      setEditing(true);
    } else if (event.key === ' ' && (modified || props.readOnly)) {
      event.preventDefault();
      props.onSelect(event);
    } else keyboardDrag.listeners?.onKeyDown?.(event);
  };

  return (
    <div
      ref={keyboardDrag.setNodeRef}
      role="listitem"
      tabIndex={0}
      aria-describedby={keyboardDrag.attributes['aria-describedby']}
      onKeyDown={onKeyDown}
      data-testid="asset-card"
      data-asset-id={asset.id}
      data-asset-name={asset.name}
      data-asset-type={folder ? 'folder' : isMaterialAsset(asset) ? 'material' : 'file'}
      aria-selected={props.selected}
      draggable={!props.readOnly && !editing}
      onDragStart={(event) => startAssetDrag(event, props.dragIds())}
      onClick={props.onSelect}
      onDoubleClick={props.onOpen}
      className={`group relative flex cursor-default flex-col overflow-hidden rounded-md border bg-white text-xs select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 focus-visible:outline-solid ${
        props.selected ? 'border-orange-500 ring-1 ring-orange-500' : 'border-neutral-200'
      } ${drop.over ? 'bg-orange-50' : ''} ${moving ? 'opacity-50' : ''}`}
      {...drop.handlers}
    >
      {/* Dashed, unlike the selection's ring and the focus outline. */}
      {keyboardTarget && (
        <span className="pointer-events-none absolute inset-0 z-10 rounded-md border-2 border-dashed border-orange-500 bg-orange-500/10" />
      )}
      <div className="flex h-20 items-center justify-center bg-neutral-50">
        {image ? (
          <img src={image} alt="" className="h-full w-full object-cover" draggable={false} />
        ) : (
          <Icon size={32} stroke={1.25} className="text-neutral-500" aria-hidden />
        )}
      </div>
      {editing ? (
        <input
          autoFocus
          aria-label={LIBRARY_LABELS.rename}
          defaultValue={asset.name}
          className="m-1 rounded border border-neutral-300 px-1"
          onClick={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
            if (event.key === 'Escape') setEditing(false);
          }}
        />
      ) : (
        <span
          className="truncate px-2 py-1"
          title={asset.name}
          data-testid="asset-name"
          onDoubleClick={(event) => {
            if (props.readOnly) return;
            event.stopPropagation();
            setEditing(true);
          }}
        >
          {asset.name}
        </span>
      )}
      {!props.readOnly && !folder && !isMaterialAsset(asset) && (
        <button
          type="button"
          aria-label={`${LIBRARY_LABELS.reupload} ${asset.name}`}
          title={LIBRARY_LABELS.reupload}
          className={`absolute top-1 right-7 rounded bg-white/90 p-0.5 text-neutral-600 hover:text-orange-600 ${REVEAL_ON_HOVER}`}
          onClick={(event) => {
            event.stopPropagation();
            props.onReupload();
          }}
        >
          <IconReplace size={14} />
        </button>
      )}
      {!props.readOnly && props.onCompress && (
        <button
          type="button"
          aria-label={`${LIBRARY_LABELS.compress} ${asset.name}`}
          title={LIBRARY_LABELS.compressHint}
          className={`absolute top-1 left-1 rounded bg-white/90 p-0.5 text-neutral-600 hover:text-orange-600 ${REVEAL_ON_HOVER}`}
          onClick={(event) => {
            event.stopPropagation();
            props.onCompress?.();
          }}
        >
          <IconArrowsMinimize size={14} />
        </button>
      )}
      {!props.readOnly && (
        <button
          type="button"
          aria-label={`${LIBRARY_LABELS.delete} ${asset.name}`}
          className={`absolute top-1 right-1 rounded bg-white/90 p-0.5 text-neutral-600 hover:text-red-600 ${REVEAL_ON_HOVER}`}
          onClick={(event) => {
            event.stopPropagation();
            props.onDelete();
          }}
        >
          <IconTrash size={14} />
        </button>
      )}
    </div>
  );
}
