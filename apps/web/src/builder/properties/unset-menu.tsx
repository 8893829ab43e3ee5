// The 'Unset' context menu of the panel's prop and style rows: a right click (or a long press) on a
// row offers to unset that prop or style on every selected element, disabled while it is unset or
// the session is read-only. One Radix menu for all the rows, not one per row: a menu root left
// mounted under each row cost a dozen components and a second render every time the panel showed
// another element (docs/performance.md). Rows are plain elements marked with `unsetRow`.
import { unsetProp, unsetStyle } from '@vitrine/core';
import { ContextMenu } from 'radix-ui';
import { useRef, useState, type ReactElement, type SyntheticEvent } from 'react';
import { useCurrentBreakpoint } from '../state/use-breakpoints.ts';
import { PANEL_TEXTS } from './texts.ts';
import { useEditElements, useReadOnly, type SelectedElement } from './use-selection.ts';

type RowKind = 'prop' | 'style';

interface Target {
  kind: RowKind;
  name: string;
  unset: boolean;
}

/** The attributes that make an element a row of the menu. */
export function unsetRow(kind: RowKind, name: string, unset: boolean) {
  return { 'data-unset-kind': kind, 'data-unset-name': name, 'data-unset': unset || undefined };
}

function rowAt(event: SyntheticEvent): Target | null {
  // Events from the fields' popovers reach here through React's tree, not the page's.
  if (!(event.currentTarget as Element).contains(event.target as Node)) return null;
  const row = (event.target as Element).closest<HTMLElement>('[data-unset-kind]');
  if (!row) return null;
  const { unsetKind, unsetName, unset } = row.dataset;
  return { kind: unsetKind as RowKind, name: unsetName ?? '', unset: unset === 'true' };
}

interface UnsetMenuProps {
  elements: readonly SelectedElement[];
  /** One element holding the rows; a right click or long press outside a row opens nothing. */
  children: ReactElement;
}

export function UnsetMenu({ elements, children }: UnsetMenuProps) {
  const edit = useEditElements();
  const readOnly = useReadOnly();
  const breakpointId = useCurrentBreakpoint().id;
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  // Read when Radix asks to open, in the same event that found the row.
  const aimed = useRef<Target | null>(null);
  const aim = (event: SyntheticEvent) => {
    aimed.current = rowAt(event);
    setTarget(aimed.current);
    return aimed.current;
  };

  const unset = () => {
    if (!target) return;
    const ids = elements.map((element) => element.id);
    const { kind, name } = target;
    edit(ids, (doc, ref) => {
      if (kind === 'prop') unsetProp(doc, { ...ref, prop: name });
      else unsetStyle(doc, { ...ref, property: name, breakpointId });
    });
  };

  return (
    <ContextMenu.Root open={open} onOpenChange={(next) => setOpen(next && aimed.current !== null)}>
      <ContextMenu.Trigger
        asChild
        onContextMenu={(event) => {
          if (!aim(event)) event.preventDefault();
        }}
        onPointerDown={(event) => {
          // A touch long press opens the menu without a contextmenu event.
          if (event.pointerType !== 'mouse') aim(event);
        }}
      >
        {children}
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className="z-50 min-w-32 rounded-md border border-neutral-200 bg-white p-1 text-xs shadow-lg">
          <ContextMenu.Item
            disabled={!target || target.unset || readOnly}
            onSelect={unset}
            className="cursor-default rounded px-2 py-1.5 outline-none data-[disabled]:text-neutral-300 data-[highlighted]:bg-neutral-100"
          >
            {PANEL_TEXTS.unset}
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
