// The toolbar's Export 3D menu: the selected page's 3D scene as GLB (the configuration on screen,
// or every material variant with KHR_materials_variants) or as USDZ for AR Quick Look.
import { IconCube } from '@tabler/icons-react';
import { readProject } from '@vitrine/core';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { registry } from '../registry/use-registry.ts';
import { useBuilder, useSession } from '../state/session.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { EXPORT_TEXTS } from './texts.ts';
import { exportFileName, exportSceneFile, type SceneExport } from './export-scene-file.ts';

const ITEMS: Array<{ label: string; request: SceneExport }> = [
  { label: EXPORT_TEXTS.glbCurrent, request: { format: 'glb', variants: 'current' } },
  { label: EXPORT_TEXTS.glbAll, request: { format: 'glb', variants: 'all' } },
  { label: EXPORT_TEXTS.usdz, request: { format: 'usdz', variants: 'current' } },
];

const ITEM_CLASS =
  'flex cursor-default items-center rounded px-2 py-1.5 text-xs text-neutral-800 outline-none select-none data-[disabled]:opacity-40 data-[highlighted]:bg-neutral-100';

export function ExportMenu() {
  const { doc } = useSession();
  const pageId = useBuilder((state) => state.pageId);
  const [hasScene, setHasScene] = useState(false);
  const [busy, setBusy] = useState(false);

  const onOpenChange = (open: boolean) => {
    if (!open || !pageId) return;
    const page = readProject(doc).pages[pageId];
    setHasScene(
      Object.values(page?.elements ?? {}).some((element) => registry.get(element.elementType)?.scene),
    );
  };

  const run = async (request: SceneExport) => {
    if (!pageId) return;
    const project = readProject(doc);
    const file = exportFileName(project.label, project.pages[pageId]?.label ?? 'page', request.format);
    setBusy(true);
    const pending = toast.loading(EXPORT_TEXTS.exporting);
    try {
      await exportSceneFile(request, file);
      toast.success(EXPORT_TEXTS.exported(file), { id: pending });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), { id: pending });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu.Root onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={EXPORT_TEXTS.button} disabled={busy} data-testid="export-3d-button">
          <IconCube size={17} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          data-testid="export-3d-menu"
          className="z-50 min-w-64 rounded-lg border border-neutral-200 bg-white p-1 shadow-xl"
        >
          {!hasScene && <p className="px-2 py-1.5 text-[11px] text-neutral-500">{EXPORT_TEXTS.noScene}</p>}
          {ITEMS.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={ITEM_CLASS}
              disabled={!hasScene}
              onSelect={() => void run(item.request)}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
