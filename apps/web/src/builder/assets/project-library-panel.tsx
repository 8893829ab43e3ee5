// The Project Library panel (SPEC §2, sidebar id PROJECT_ASSETS): toolbar (up one level, upload,
// create folder, create material, search), breadcrumb, type filter and a 2-column grid of cards,
// folders first then by name. Opening a folder pushes the breadcrumb and clears the selection; going
// up pops it; searching clears it. Assets move into folders by pointer (use-asset-drag.ts) or by
// keyboard (use-library-keyboard-drag.ts).
import { DndContext } from '@dnd-kit/core';
import { IconArrowUp, IconFolderPlus, IconSearch, IconSpherePlus, IconUpload } from '@tabler/icons-react';
import {
  addFolder,
  addMaterialAsset,
  ASSET_FILTERS,
  isFolder,
  isMaterialAsset,
  libraryItems,
  OperationError,
  renameAsset,
  type Asset,
  type AssetFilter,
} from '@vitrine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '../state/session.tsx';
import { AssetCard, isCompressible, type SelectModifiers } from './asset-card.tsx';
import { useCompressAsset } from '../budget/use-compress-asset.ts';
import { DeleteAssetsDialog } from './delete-assets-dialog.tsx';
import { LibraryBreadcrumb } from './library-breadcrumb.tsx';
import type { FolderStep } from './library-drop-targets.ts';
import { clearReveal, useLibraryNavigation } from './library-navigation.ts';
import { replacementExtensions } from './library-ids.ts';
import { LIBRARY_LABELS } from './texts.ts';
import { useAssetFiles } from './use-asset-files.ts';
import { uploadFiles } from './upload-queue.ts';
import { useDropTarget } from './use-asset-drag.ts';
import { useLibraryKeyboardDrag } from './use-library-keyboard-drag.ts';
import { isTyping } from '../shortcuts/key-commands.ts';
import { useLibraryAssets } from './use-library.ts';

const MaterialEditor = lazy(() => import('./material-editor.tsx'));

function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    if (error instanceof OperationError) toast.error(error.message);
    else throw error;
  }
}

export function ProjectLibraryPanel() {
  const { doc, projectId, readOnly } = useSession();
  const compress = useCompressAsset();
  const assets = useLibraryAssets();
  const [path, setPath] = useState<FolderStep[]>([]);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState<AssetFilter>('all');
  const [search, setSearch] = useState('');
  const [editingMaterial, setEditingMaterial] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const reuploadInput = useRef<HTMLInputElement>(null);
  const [reuploading, setReuploading] = useState<Asset | null>(null);
  const assetFiles = useAssetFiles(assets, () => setSelection(new Set()));

  // A folder deleted by a collaborator drops out of the path.
  const known = useMemo(() => new Set(assets.filter(isFolder).map((asset) => asset.id)), [assets]);
  const livePath = useMemo(() => {
    const index = path.findIndex((step) => !known.has(step.id));
    return index < 0 ? path : path.slice(0, index);
  }, [path, known]);
  const folderId = livePath.at(-1)?.id ?? null;
  const items = useMemo(
    () => libraryItems(assets, { folderId, filter, search }),
    [assets, folderId, filter, search],
  );
  const rootDrop = useDropTarget(folderId);
  const keyboardDrag = useLibraryKeyboardDrag({ path: livePath, items, assets, selection });

  // Another panel asked to show an asset: open its folder and select it.
  const { reveal } = useLibraryNavigation();
  useEffect(() => {
    if (!reveal) return;
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    const target = byId.get(reveal);
    if (target) {
      const steps: FolderStep[] = [];
      const seen = new Set<string>();
      for (
        let parent = target.parentId;
        parent && !seen.has(parent);
        parent = byId.get(parent)?.parentId ?? null
      ) {
        seen.add(parent);
        const folder = byId.get(parent);
        if (folder) steps.unshift({ id: folder.id, name: folder.name });
      }
      setPath(steps);
      setSearch('');
      setSelection(new Set([target.id]));
    }
    clearReveal();
  }, [reveal, assets]);

  const openFolder = (asset: Asset) => {
    setPath([...livePath, { id: asset.id, name: asset.name }]);
    setSelection(new Set());
    setSearch('');
  };
  const goTo = (depth: number) => {
    setPath(livePath.slice(0, depth));
    setSelection(new Set());
  };

  const select = (asset: Asset, event: SelectModifiers) => {
    const next = new Set(event.metaKey || event.ctrlKey || event.shiftKey ? selection : []);
    if (next.has(asset.id) && (event.metaKey || event.ctrlKey || event.shiftKey)) next.delete(asset.id);
    else next.add(asset.id);
    setSelection(next);
  };

  const remove = (ids: string[]) => assetFiles.remove(ids);
  const startReupload = (asset: Asset) => {
    setReuploading(asset);
    const input = reuploadInput.current;
    if (!input) return;
    input.accept = replacementExtensions(asset.ext)
      .map((ext) => `.${ext}`)
      .join(',');
    input.click();
  };

  if (editingMaterial && assets.some((asset) => asset.id === editingMaterial)) {
    return (
      <Suspense fallback={null}>
        <MaterialEditor assetId={editingMaterial} onClose={() => setEditingMaterial(null)} />
      </Suspense>
    );
  }

  return (
    <section
      className="flex min-h-0 flex-1 flex-col"
      data-testid="project-library"
      aria-label="Project Library"
    >
      <div className="flex items-center gap-1 px-2 py-1.5">
        <ToolButton
          label={LIBRARY_LABELS.up}
          disabled={livePath.length === 0}
          onClick={() => goTo(livePath.length - 1)}
        >
          <IconArrowUp size={16} />
        </ToolButton>
        <ToolButton
          label={LIBRARY_LABELS.upload}
          disabled={readOnly}
          onClick={() => fileInput.current?.click()}
        >
          <IconUpload size={16} />
        </ToolButton>
        <ToolButton
          label={LIBRARY_LABELS.createFolder}
          disabled={readOnly}
          onClick={() => refusal(() => addFolder(doc, { parentId: folderId }))}
        >
          <IconFolderPlus size={16} />
        </ToolButton>
        <ToolButton
          label={LIBRARY_LABELS.createMaterial}
          disabled={readOnly}
          onClick={() => refusal(() => setEditingMaterial(addMaterialAsset(doc, { parentId: folderId })))}
        >
          <IconSpherePlus size={16} />
        </ToolButton>
        <label className="ml-1 flex min-w-0 flex-1 items-center gap-1 rounded border border-neutral-200 px-1.5">
          <IconSearch size={14} className="shrink-0 text-neutral-500" aria-hidden />
          <input
            type="search"
            aria-label={LIBRARY_LABELS.search}
            placeholder={LIBRARY_LABELS.search}
            className="min-w-0 flex-1 py-1 text-xs outline-none"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setSelection(new Set());
            }}
          />
        </label>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="asset-upload-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void uploadFiles({ projectId, doc, parentId: folderId }, files);
          }}
        />
      </div>
      <LibraryBreadcrumb path={livePath} onGoTo={goTo} />
      <div className="px-3 pb-1">
        <select
          aria-label={LIBRARY_LABELS.filter}
          className="w-full rounded border border-neutral-200 bg-white px-1 py-1 text-xs"
          value={filter}
          onChange={(event) => setFilter(event.target.value as AssetFilter)}
        >
          {ASSET_FILTERS.map((value) => (
            <option key={value} value={value}>
              {LIBRARY_LABELS.filters[value]}
            </option>
          ))}
        </select>
      </div>
      <div
        role="list"
        className={`grid min-h-0 flex-1 auto-rows-min grid-cols-2 gap-2 overflow-y-auto p-3 ${rootDrop.over ? 'bg-orange-50' : ''}`}
        onKeyDown={(event) => {
          if (isTyping(event.target)) return;
          if ((event.key === 'Delete' || event.key === 'Backspace') && selection.size > 0 && !readOnly) {
            void remove([...selection]);
          }
        }}
        tabIndex={-1}
        {...rootDrop.handlers}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files') && !readOnly) {
            event.preventDefault();
            return;
          }
          rootDrop.handlers.onDragOver(event);
        }}
        onDrop={(event) => {
          if (event.dataTransfer.files.length > 0 && !readOnly) {
            event.preventDefault();
            void uploadFiles({ projectId, doc, parentId: folderId }, [...event.dataTransfer.files]);
            return;
          }
          rootDrop.handlers.onDrop(event);
        }}
      >
        {items.length === 0 && (
          <p className="col-span-2 py-6 text-center text-xs text-neutral-500">{LIBRARY_LABELS.empty}</p>
        )}
        <DndContext
          sensors={keyboardDrag.sensors}
          onDragStart={keyboardDrag.onDragStart}
          onDragEnd={keyboardDrag.onDragEnd}
          onDragCancel={keyboardDrag.onDragCancel}
          accessibility={keyboardDrag.accessibility}
        >
          {items.map((asset) => (
            <AssetCard
              key={asset.id}
              asset={asset}
              selected={selection.has(asset.id)}
              readOnly={readOnly}
              dragIds={() => (selection.has(asset.id) ? [...selection] : [asset.id])}
              onSelect={(event) => select(asset, event)}
              onOpen={() => {
                if (isFolder(asset)) openFolder(asset);
                else if (isMaterialAsset(asset)) setEditingMaterial(asset.id);
              }}
              onRename={(name) => refusal(() => renameAsset(doc, { id: asset.id, name }))}
              onDelete={() => void remove(selection.has(asset.id) ? [...selection] : [asset.id])}
              onReupload={() => startReupload(asset)}
              {...(isCompressible(asset)
                ? {
                    onCompress: () =>
                      compress.mutate({ assetId: asset.id, name: asset.name, url: asset.url! }),
                  }
                : {})}
            />
          ))}
        </DndContext>
      </div>
      <input
        ref={reuploadInput}
        type="file"
        hidden
        data-testid="asset-reupload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && reuploading) void assetFiles.reupload(reuploading, file);
          setReuploading(null);
        }}
      />
      <DeleteAssetsDialog
        pending={assetFiles.pending}
        onConfirm={assetFiles.confirm}
        onCancel={assetFiles.cancel}
      />
    </section>
  );
}

function ToolButton(props: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="rounded p-1 text-neutral-700 hover:bg-neutral-100 disabled:opacity-40"
    >
      {props.children}
    </button>
  );
}
