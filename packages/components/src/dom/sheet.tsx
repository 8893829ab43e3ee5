// Sheet: a panel sliding in from a screen edge, on the Radix Dialog.
import type { CSSProperties } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { sheetMeta } from './sheet.meta.ts';
import { text } from './dom-events.ts';
import { overlayBackdrop, overlayPanel } from './overlay-style.ts';
import { useOpenState } from './use-open-state.ts';
import { TRIGGER_CLASS } from '../styles/page-classes.ts';

const EDGES: Record<string, CSSProperties> = {
  right: { top: 0, right: 0, bottom: 0, width: 'min(400px, 90vw)' },
  left: { top: 0, left: 0, bottom: 0, width: 'min(400px, 90vw)' },
  top: { top: 0, left: 0, right: 0, maxHeight: '80vh' },
  bottom: { bottom: 0, left: 0, right: 0, maxHeight: '80vh' },
};

export function Sheet({ props, style, attributes, events, children }: RenderProps<typeof sheetMeta>) {
  const [open, setOpen] = useOpenState(false, events);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger {...attributes} className={TRIGGER_CLASS} style={style}>
        {text(props.triggerLabel)}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay style={overlayBackdrop} />
        <RadixDialog.Content
          aria-describedby={undefined}
          style={{
            ...overlayPanel,
            borderRadius: 0,
            position: 'fixed',
            overflow: 'auto',
            padding: 20,
            ...(EDGES[String(props.side)] ?? EDGES.right),
          }}
        >
          <RadixDialog.Title style={{ marginTop: 0 }}>{text(props.title)}</RadixDialog.Title>
          {children}
          <RadixDialog.Close
            aria-label="Close"
            style={{
              position: 'absolute',
              top: 8,
              right: 8,
              border: 'none',
              background: 'none',
              cursor: 'pointer',
            }}
          >
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
