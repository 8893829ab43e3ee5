// ASSET: a searchable picker of library files of the prop's allowed types, with thumbnails, that
// can upload a file in place (it lands in the library root and is picked). The value is an asset
// reference (id and url).
import { IconPhotoOff, IconSearch, IconUpload, IconX } from '@tabler/icons-react';
import { searchItems } from '@vitrine/core';
import { Popover } from 'radix-ui';
import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { iconOf } from '../../assets/asset-card.tsx';
import { uploadFiles } from '../../assets/upload-queue.ts';
import { useSession } from '../../state/session.tsx';
import { assetExtension, assetsOfTypes, useProjectAssets, type AssetEntry } from '../project-data.ts';
import { PANEL_TEXTS } from '../texts.ts';
import type { ControlProps } from './control-props.ts';
import { ASSET_PICKER_TEXTS } from './texts.ts';

function Thumb({ asset, size }: { asset: AssetEntry | undefined; size: number }) {
  if (!asset) return <IconPhotoOff size={size * 0.6} className="text-neutral-500" aria-hidden />;
  if (asset.thumbnail) return <img src={asset.thumbnail} alt="" className="h-full w-full object-cover" />;
  const Icon = iconOf({ type: asset.type, mime_type: asset.mimeType, ext: asset.ext });
  return <Icon size={size * 0.6} stroke={1.25} className="text-neutral-500" aria-hidden />;
}

export function AssetControl({ meta, value, disabled, setValue, unset }: ControlProps) {
  const { projectId, doc } = useSession();
  const all = useProjectAssets();
  const assets = useMemo(() => assetsOfTypes(all, meta.fileTypes), [all, meta.fileTypes]);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const selectedId = value?.type === 'reference' ? value.content : '';
  const selected = all.find((asset) => asset.id === selectedId);
  const types = (meta.fileTypes ?? []).map((type) => `.${type}`).join(' ');
  const shown = searchItems(assets, search, (asset) => [asset.name]);

  const pick = (asset: { id: string; url?: string }) => {
    setValue({
      type: 'reference',
      referenceType: 'asset',
      content: asset.id,
      ...(asset.url ? { url: asset.url } : {}),
    });
    setOpen(false);
  };

  const upload = async (files: File[]) => {
    const wanted = meta.fileTypes?.map((type) => type.toLowerCase());
    const fitting = files.filter((file) => !wanted || wanted.includes(assetExtension({ name: file.name })));
    for (const file of files)
      if (!fitting.includes(file)) toast.error(ASSET_PICKER_TEXTS.wrongType(file.name, types));
    if (fitting.length === 0) return;
    setUploading(true);
    try {
      const stored = await uploadFiles({ projectId, doc, parentId: null }, fitting.slice(0, 1));
      const first = stored[0];
      if (first) pick(first);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex items-center gap-1" data-testid="asset-control">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            aria-label={meta.label}
            title={selected?.name ?? ASSET_PICKER_TEXTS.choose(types)}
            className="flex h-9 min-w-0 flex-1 items-center gap-2 rounded-md border border-neutral-200 bg-white pr-2 text-left text-xs hover:border-neutral-300 disabled:opacity-50"
          >
            <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-l-md bg-neutral-50">
              <Thumb asset={selected} size={36} />
            </span>
            <span className={`truncate ${selected ? 'text-neutral-900' : 'text-neutral-500'}`}>
              {selected?.name ??
                (selectedId ? ASSET_PICKER_TEXTS.missing : `${PANEL_TEXTS.noAsset} (${types})`)}
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            sideOffset={6}
            align="end"
            className="z-50 grid w-[300px] gap-2 rounded-lg border border-neutral-200 bg-white p-2 shadow-xl"
            data-testid="asset-picker"
          >
            <div className="flex items-center gap-1">
              <label className="flex min-w-0 flex-1 items-center gap-1 rounded border border-neutral-200 px-1.5">
                <IconSearch size={14} className="shrink-0 text-neutral-500" aria-hidden />
                <input
                  type="search"
                  autoFocus
                  aria-label={ASSET_PICKER_TEXTS.search}
                  placeholder={ASSET_PICKER_TEXTS.search}
                  className="min-w-0 flex-1 py-1 text-xs outline-none"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </label>
              <button
                type="button"
                aria-label={ASSET_PICKER_TEXTS.upload}
                title={`${ASSET_PICKER_TEXTS.upload} (${types})`}
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
                className="grid size-7 place-items-center rounded text-neutral-600 hover:bg-neutral-100 disabled:opacity-40"
              >
                <IconUpload size={15} />
              </button>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept={types.replaceAll(' ', ',')}
                data-testid="asset-picker-upload"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void upload(files);
                }}
              />
            </div>
            <ul
              role="listbox"
              aria-label={meta.label}
              className="grid max-h-64 grid-cols-3 gap-1.5 overflow-y-auto"
            >
              {shown.map((asset) => (
                <li key={asset.id} role="option" aria-selected={asset.id === selectedId}>
                  <button
                    type="button"
                    title={asset.name}
                    onClick={() => pick(asset)}
                    className={`grid w-full overflow-hidden rounded-md border text-[10px] ${
                      asset.id === selectedId
                        ? 'border-orange-500 ring-1 ring-orange-500'
                        : 'border-neutral-200'
                    }`}
                  >
                    <span className="grid h-14 place-items-center bg-neutral-50">
                      <Thumb asset={asset} size={56} />
                    </span>
                    <span className="truncate px-1 py-0.5">{asset.name}</span>
                  </button>
                </li>
              ))}
            </ul>
            {shown.length === 0 && (
              <p className="py-3 text-center text-xs text-neutral-500">
                {assets.length === 0 ? ASSET_PICKER_TEXTS.none(types) : PANEL_TEXTS.miss}
              </p>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {selectedId && (
        <button
          type="button"
          aria-label={ASSET_PICKER_TEXTS.clear}
          title={ASSET_PICKER_TEXTS.clear}
          disabled={disabled}
          onClick={unset}
          className="grid size-7 place-items-center rounded text-neutral-500 hover:bg-neutral-100 disabled:opacity-40"
        >
          <IconX size={14} />
        </button>
      )}
    </div>
  );
}
