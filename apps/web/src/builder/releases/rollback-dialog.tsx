// Confirms a rollback: which content becomes which new version, with an optional note that goes
// into the new release's description after "Rollback to x.y.z".
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { RELEASES_TEXTS as T } from './texts.ts';

export function RollbackDialog(props: {
  version: string | null;
  nextVersion: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const version = props.version ?? '';
  return (
    <Dialog
      title={T.rollbackTitle(version)}
      description={T.rollbackDescription(version, props.nextVersion)}
      open={props.version !== null}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <input
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={T.rollbackNote}
        aria-label={T.rollbackNote}
        maxLength={1800}
        className="h-9 w-full rounded-lg border border-neutral-200 px-3 text-sm outline-none focus:border-brand-400"
      />
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button loading={props.busy} onClick={() => props.onConfirm(note)} data-testid="confirm-rollback">
          {T.rollback}
        </Button>
      </div>
    </Dialog>
  );
}
