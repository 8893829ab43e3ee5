// Dialog: a Radix modal dialog opened by a trigger; the children are its body.
import { Dialog as RadixDialog } from 'radix-ui';
import type { RenderProps } from '../render/types.ts';
import type { dialogMeta } from './dialog.meta.ts';
import { text } from './dom-events.ts';
import { overlayBackdrop, overlayPanel } from './overlay-style.ts';
import { useOpenState } from './use-open-state.ts';
import { TRIGGER_CLASS } from '../styles/page-classes.ts';

export function Dialog({ props, style, attributes, events, children }: RenderProps<typeof dialogMeta>) {
  const [open, setOpen] = useOpenState(props.open === true, events);
  const description = text(props.description);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger {...attributes} className={TRIGGER_CLASS} style={style}>
        {text(props.triggerLabel)}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay style={overlayBackdrop} />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          style={{
            ...overlayPanel,
            position: 'fixed',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            minWidth: 320,
            maxWidth: '90vw',
            padding: 20,
          }}
        >
          <RadixDialog.Title style={{ marginTop: 0 }}>{text(props.title)}</RadixDialog.Title>
          {description && <RadixDialog.Description>{description}</RadixDialog.Description>}
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
