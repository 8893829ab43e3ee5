// Shared by Accordion and Tabs: which children are items (the item element of the widget) and which
// are plain children of an older document (shown as one section each, titled by their name), and the
// open item state that follows the builder's selection.
import { useEffect, useState } from 'react';
import type { ElementJson } from '../model/project-json.ts';
import type { DocumentStore } from '../render/document-store.ts';
import { useStoredElement } from '../render/document-store.ts';
import { useSelectedChild } from '../render/selection-store.ts';

/** The title of a section of the old shape: the child's name, else its display name or type. */
export function legacyTitle(child: ElementJson): string {
  return child.name || child.displayName || child.elementType;
}

/**
 * The open items: `initial` at first, then what the visitor chooses; in the builder the item
 * holding the selection opens too (alone when only one may be open).
 */
export function useOpenItems(
  document: DocumentStore,
  childIds: readonly string[],
  initial: string[],
  multiple: boolean,
): [string[], (open: string[]) => void] {
  const [open, setOpen] = useState(initial);
  const selected = useSelectedChild(document, childIds);
  useEffect(() => {
    if (!selected) return;
    setOpen((previous) =>
      previous.includes(selected) ? previous : multiple ? [...previous, selected] : [selected],
    );
  }, [selected, multiple]);
  return [open, setOpen];
}

/** Whether the element's parent is of `type` (an item part moved elsewhere renders plainly). */
export function useParentIs(document: DocumentStore, element: ElementJson, type: string): boolean {
  const parent = useStoredElement(document, element.parent ?? '');
  return parent?.elementType === type;
}
