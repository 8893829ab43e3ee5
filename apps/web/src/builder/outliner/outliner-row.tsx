// One outliner row. It subscribes to its own element (label, type, visibility) and to its own
// selection/hover flags, so renaming or selecting one element re-renders one row; its place in the
// list is the list's (rows lie in the normal flow), so rows moving up or down do not render.
import { IconChevronRight, IconEye, IconEyeOff } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type * as Y from 'yjs';
import { cn } from '../../components/ui/cn.ts';
import { REVEAL_ON_HOVER } from '../../components/ui/reveal.ts';
import { useYSelector } from '../doc/use-y.ts';
import { elementLabel, isElementVisible, readString } from '../doc/y-read.ts';
import { useBuilder } from '../state/session.tsx';
import { componentIcon } from './component-icons.ts';
import { useDropIndicator, useIsDragged } from './drop-indicator.ts';
import { InlineEdit } from './inline-edit.tsx';

export const ROW_HEIGHT = 28;
const INDENT = 14;

export interface OutlinerRowProps {
  id: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
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
  const [editing, setEditing] = useState(false);

  const dragged = useIsDragged(id);
  const Icon = componentIcon(props.iconOf(elementType));

  return (
    <div
      role="treeitem"
      tabIndex={0}
      aria-selected={selected}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-level={depth + 1}
      data-element-row={id}
      data-drop={drop ?? undefined}
      data-testid="outliner-row"
      style={{ height: ROW_HEIGHT, paddingLeft: 6 + depth * INDENT }}
      className={cn(
        'group relative flex w-full cursor-default items-center gap-1 pr-1 text-[13px] outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:ring-inset',
        selected ? 'bg-brand-100 text-neutral-900' : hovered ? 'bg-neutral-100' : 'text-neutral-700',
        dragged && 'opacity-40',
        drop === 'over' && 'ring-2 ring-brand-500 ring-inset',
        !visible && 'text-neutral-400',
      )}
      onClick={(event) => props.onSelect(id, event.metaKey || event.altKey)}
      onDoubleClick={() => !readOnly && setEditing(true)}
      onMouseEnter={() => setHovered(id)}
      onMouseLeave={() => setHovered(null)}
    >
      {drop === 'top' && <span className="absolute inset-x-0 top-0 h-0.5 bg-brand-500" />}
      {drop === 'bottom' && <span className="absolute inset-x-0 bottom-0 h-0.5 bg-brand-500" />}
      <button
        type="button"
        aria-label={expanded ? 'Collapse' : 'Expand'}
        tabIndex={-1}
        className={cn(
          'grid size-4 shrink-0 place-items-center text-neutral-400',
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
      <Icon
        size={14}
        stroke={1.6}
        className={cn('shrink-0', selected ? 'text-brand-600' : 'text-neutral-500')}
      />
      {editing ? (
        <InlineEdit
          value={label}
          onCommit={(value) => {
            setEditing(false);
            if (value !== label) props.onRename(id, value);
          }}
          onCancel={() => setEditing(false)}
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
          'grid size-5 shrink-0 place-items-center rounded text-neutral-400 hover:text-neutral-800 disabled:hover:text-neutral-400',
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
