// The drag handle of a dashboard section, handed down from the sortable wrapper to the section's own
// header so the grip sits beside the title. Outside a sortable list it renders nothing.
import { createContext, useContext } from 'react';
import { DragHandle, type DragHandleProps } from './drag-handle.tsx';

export const SectionHandleContext = createContext<DragHandleProps | null>(null);

export function SectionDragHandle() {
  const handle = useContext(SectionHandleContext);
  return handle ? <DragHandle {...handle} /> : null;
}
