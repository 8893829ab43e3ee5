// One card of the library grid: a thumbnail (or an icon by kind), the name (double-click the name to
// rename), selection, dragging, and drops when it is a folder. Double-clicking a folder opens it,
// a material opens its editor.
import {
  IconBox,
  IconFile,
  IconFolder,
  IconPhoto,
  IconSphere,
  IconSun,
  IconTrash,
} from '@tabler/icons-react';
import { ASSET_EXTENSIONS, isFolder, isMaterialAsset, type Asset } from '@vitrine/core';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { LIBRARY_LABELS } from './library-texts.ts';
import { startAssetDrag, useDropTarget } from './use-asset-drag.ts';

function iconOf(asset: Asset) {
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
  onSelect(event: MouseEvent): void;
  onOpen(): void;
  onRename(name: string): void;
  onDelete(): void;
}

export function AssetCard(props: AssetCardProps) {
  const { asset } = props;
  const folder = isFolder(asset);
  const drop = useDropTarget(asset.id, folder);
  const [editing, setEditing] = useState(false);
  const Icon = iconOf(asset);
  const image = asset.thumbnail;

  const commit = (value: string) => {
    setEditing(false);
    if (value !== asset.name) props.onRename(value);
  };

  return (
    <div
      role="listitem"
      data-testid="asset-card"
      data-asset-name={asset.name}
      data-asset-type={folder ? 'folder' : isMaterialAsset(asset) ? 'material' : 'file'}
      aria-selected={props.selected}
      draggable={!props.readOnly && !editing}
      onDragStart={(event) => startAssetDrag(event, props.dragIds())}
      onClick={props.onSelect}
      onDoubleClick={props.onOpen}
      className={`group relative flex cursor-default flex-col overflow-hidden rounded-md border bg-white text-xs select-none ${
        props.selected ? 'border-orange-500 ring-1 ring-orange-500' : 'border-neutral-200'
      } ${drop.over ? 'bg-orange-50' : ''}`}
      {...drop.handlers}
    >
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
      {!props.readOnly && (
        <button
          type="button"
          aria-label={`${LIBRARY_LABELS.delete} ${asset.name}`}
          className="absolute top-1 right-1 hidden rounded bg-white/90 p-0.5 text-neutral-600 group-hover:block hover:text-red-600"
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
