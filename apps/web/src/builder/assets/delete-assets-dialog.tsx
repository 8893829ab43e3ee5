// The confirm step before deleting library assets that are still in use: which assets, and every
// place that uses them. Deleting anyway keeps those places working until they let go of the file
// (its bytes stay while anything points at them), and undo brings the asset back.
import { describeAssetUsage, type AssetUsage } from '@vitrine/core';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../components/ui/button.tsx';
import { LIBRARY_LABELS } from './texts.ts';

/** Uses listed before the rest is summed up. */
const SHOWN_USES = 8;

export interface PendingDelete {
  ids: string[];
  names: string[];
  usages: AssetUsage[];
}

export function DeleteAssetsDialog(props: {
  pending: PendingDelete | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { pending } = props;
  const lines = pending ? [...new Set(pending.usages.map(describeAssetUsage))] : [];
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid="delete-assets-dialog"
          className="animate-fade-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-base font-medium text-neutral-900">
            {LIBRARY_LABELS.deleteUsedTitle(pending?.names ?? [])}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-neutral-500">
            {LIBRARY_LABELS.deleteUsedDescription}
          </AlertDialog.Description>
          <ul
            className="mt-3 grid max-h-48 gap-1 overflow-y-auto text-sm text-neutral-800"
            data-testid="asset-usages"
          >
            {lines.slice(0, SHOWN_USES).map((line) => (
              <li key={line} className="rounded-md bg-neutral-50 px-2 py-1">
                {line}
              </li>
            ))}
            {lines.length > SHOWN_USES && (
              <li className="px-2 text-neutral-500">{LIBRARY_LABELS.moreUses(lines.length - SHOWN_USES)}</li>
            )}
          </ul>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={props.onConfirm}>
              {LIBRARY_LABELS.deleteAnyway}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
