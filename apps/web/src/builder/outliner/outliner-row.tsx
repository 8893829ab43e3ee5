// One outliner row. It subscribes to its own element (label, type, visibility) and to its own
// selection/hover flags, so renaming or selecting one element re-renders one row; its place in the
// list is the list's (rows lie in the normal flow), so rows moving up or down do not render.
import { elementLabel, isElementVisible, readString } from '@vitrine/core';
import { IconChevronRight, IconEye, IconEyeOff } from '@tabler/icons-react';
import { memo, useRef } from 'react';
import type * as Y from 'yjs';
import { cn } from '../../components/ui/cn.ts';
import { REVEAL_ON_HOVER } from '../../components/ui/reveal.ts';
import { useYSelector } from '../doc/use-y.ts';
import { useBuilder } from '../state/session.tsx';
import { ComponentIcon } from './component-icon.tsx';
import { useDropIndicator, useIsDragged } from './drop-indicator.ts';
import { InlineEdit } from './inline-edit.tsx';
import { OUTLINER_TEXTS } from './texts.ts';
import { renamingRow, useIsRenaming } from './row-state.ts';

export const ROW_HEIGHT = 28;
const INDENT = 14;

export interface OutlinerRowProps {
  id: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  setSize: number;
  posInSet: number;
  /** The list's one tab stop (WAI-ARIA roving tabindex). */
  tabbable: boolean;
  /** Set for the tab stop kept mounted out of view: its offset in the rows' box. */
  floatTop?: number | undefined;
  element: Y.Map<unknown> | null;
  readOnly: boolean;
  iconOf: (elementType: string) => string | undefined;
  onSelect: (id: string, additive: boolean) => void;
  onToggle: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onVisibility: (id: string, visible: boolean) => void;
}

export const OutlinerRow = memo(function OutlinerRow(props: OutlinerRowProps) {
  const { id, depth, hasChildren, expanded, element, readOnly } = props;
  const label = useYSelector(element, elementLabel);
  const elementType = useYSelector(element, (map) => readString(map?.get('elementType')) ?? '');
  const visible = useYSelector(element, isElementVisible, { deep: true });
  const selected = useBuilder((state) => state.selectedIds.includes(id));
  const hovered = useBuilder((state) => state.hoveredId === id);
  const setHovered = useBuilder((state) => state.setHovered);
  const drop = useDropIndicator(id);
  const editing = useIsRenaming(id);
  const rowRef = useRef<HTMLDivElement>(null);
  // After Enter or Escape in the label, the keyboard goes on from the row; a click elsewhere keeps
  // the focus where it went.
  const endRename = (refocus: boolean) => {
    if (renamingRow.get() === id) renamingRow.set(null);
    if (refocus) rowRef.current?.focus({ preventScroll: true });
  };

  const dragged = useIsDragged(id);

  return (
    <div
      ref={rowRef}
      role="treeitem"
      tabIndex={props.tabbable ? 0 : -1}
      aria-selected={selected}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-level={depth + 1}
      aria-setsize={props.setSize}
      aria-posinset={props.posInSet}
      data-element-row={id}
      data-drop={drop ?? undefined}
      data-testid="outliner-row"
      style={{
        height: ROW_HEIGHT,
        paddingLeft: 6 + depth * INDENT,
        ...(props.floatTop === undefined
          ? {}
          : { position: 'absolute', top: props.floatTop, left: 0, right: 0 }),
      }}
      className={cn(
        'group relative flex w-full cursor-default items-center gap-1 pr-1 text-[13px] outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
        selected ? 'bg-brand-100 text-neutral-900' : hovered ? 'bg-neutral-100' : 'text-neutral-700',
        dragged && 'opacity-40',
        !visible && 'text-neutral-500',
      )}
      onClick={(event) => props.onSelect(id, event.metaKey || event.altKey)}
      onDoubleClick={() => !readOnly && renamingRow.set(id)}
      onMouseEnter={() => setHovered(id)}
      onMouseLeave={() => setHovered(null)}
    >
      {drop === 'top' && <span className="absolute inset-x-0 top-0 h-0.5 bg-brand-500" />}
      {drop === 'bottom' && <span className="absolute inset-x-0 bottom-0 h-0.5 bg-brand-500" />}
      {/* Dashed, so it is not taken for the focus ring (solid) of the row a key moved to. */}
      {drop === 'over' && (
        <span className="pointer-events-none absolute inset-0.5 rounded border-2 border-dashed border-brand-500 bg-brand-500/10" />
      )}
      <button
        type="button"
        aria-label={expanded ? 'Collapse' : 'Expand'}
        tabIndex={-1}
        className={cn(
          'grid size-4 shrink-0 place-items-center text-neutral-500',
          !hasChildren && 'invisible',
        )}
        onClick={(event) => {
          event.stopPropagation();
          props.onToggle(id);
        }}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <IconChevronRight size={13} className={cn('transition-transform', expanded && 'rotate-90')} />
      </button>
      <ComponentIcon
        name={props.iconOf(elementType)}
        size={14}
        stroke={1.6}
        className={cn('shrink-0', selected ? 'text-brand-700' : 'text-neutral-500')}
      />
      {editing ? (
        <InlineEdit
          value={label}
          ariaLabel={OUTLINER_TEXTS.rename}
          onCommit={(value, how) => {
            endRename(how === 'enter');
            if (value !== label) props.onRename(id, value);
          }}
          onCancel={() => endRename(true)}
        />
      ) : (
        <span className="min-w-0 flex-1 truncate" title={elementType}>
          {label}
        </span>
      )}
      <button
        type="button"
        aria-label={visible ? 'Hide element' : 'Show element'}
        data-testid="visibility-toggle"
        disabled={readOnly}
        tabIndex={-1}
        className={cn(
          'grid size-5 shrink-0 place-items-center rounded text-neutral-500 hover:text-neutral-800 disabled:hover:text-neutral-400',
          visible && REVEAL_ON_HOVER,
        )}
        onClick={(event) => {
          event.stopPropagation();
          props.onVisibility(id, !visible);
        }}
        onPointerDown={(event) => event.stopPropagation()}
      >
        {visible ? <IconEye size={14} /> : <IconEyeOff size={14} />}
      </button>
    </div>
  );
});
