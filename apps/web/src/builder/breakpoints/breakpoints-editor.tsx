// The breakpoints editor: a popover from the toolbar listing the project's breakpoints, each with its
// name, kind (up to / from) and width; the base can be renamed only. Every change is one core
// operation (refusals are toasts), so collaborators see it at once.
import { IconAdjustmentsHorizontal, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  addBreakpoint,
  BASE_BREAKPOINT_ID,
  LOCAL_ORIGIN,
  removeBreakpoint,
  updateBreakpoint,
  type Breakpoint,
} from '@vitrine/core';
import { useRef, useState } from 'react';
import type * as Y from 'yjs';
import { attempt } from '../actions/element-actions.ts';
import { CommitInput, FIELD_CLASS } from '../properties/commit-input.tsx';
import { useBuilder, useSession } from '../state/session.tsx';
import { useBreakpoints } from '../state/use-breakpoints.ts';
import { AnchoredPopover } from '../ui/anchored-popover.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { BREAKPOINT_TEXTS } from './texts.ts';

function BreakpointRow({ doc, point }: { doc: Y.Doc; point: Breakpoint }) {
  const setBreakpoint = useBuilder((state) => state.setBreakpoint);
  const base = point.id === BASE_BREAKPOINT_ID;
  const kind = point.minWidth !== undefined ? 'min' : 'max';
  const width = point.maxWidth ?? point.minWidth;
  const setWidth = (nextKind: 'min' | 'max', value: number) =>
    attempt(() =>
      updateBreakpoint(
        doc,
        { id: point.id, ...(nextKind === 'min' ? { minWidth: value } : { maxWidth: value }) },
        LOCAL_ORIGIN,
      ),
    );
  return (
    <div
      className="grid grid-cols-[1fr_84px_64px_28px] items-center gap-1"
      data-testid={`breakpoint-row-${point.id}`}
    >
      <CommitInput
        aria-label={BREAKPOINT_TEXTS.name}
        value={point.label}
        onCommit={(label) => attempt(() => updateBreakpoint(doc, { id: point.id, label }, LOCAL_ORIGIN))}
      />
      {base ? (
        <span className="col-span-2 text-[11px] text-neutral-500">{BREAKPOINT_TEXTS.baseNote}</span>
      ) : (
        <>
          <select
            aria-label={BREAKPOINT_TEXTS.kind}
            className={FIELD_CLASS}
            value={kind}
            onChange={(event) => width !== undefined && setWidth(event.target.value as 'min' | 'max', width)}
          >
            <option value="max">{BREAKPOINT_TEXTS.kindMax}</option>
            <option value="min">{BREAKPOINT_TEXTS.kindMin}</option>
          </select>
          <CommitInput
            aria-label={BREAKPOINT_TEXTS.widthField}
            inputMode="numeric"
            value={String(width ?? '')}
            onCommit={(text) => setWidth(kind, Number(text))}
          />
        </>
      )}
      {!base && (
        <IconButton
          label={BREAKPOINT_TEXTS.remove(point.label)}
          className="size-7"
          onClick={() => {
            attempt(() => removeBreakpoint(doc, { id: point.id }, LOCAL_ORIGIN));
            setBreakpoint(BASE_BREAKPOINT_ID);
          }}
        >
          <IconTrash size={14} />
        </IconButton>
      )}
    </div>
  );
}

/** The narrowest free max width below the narrowest one, for a new breakpoint. */
function newWidth(breakpoints: readonly Breakpoint[]): number {
  const widths = breakpoints.flatMap((point) => (point.maxWidth !== undefined ? [point.maxWidth] : []));
  const narrowest = widths.length ? Math.min(...widths) : 992;
  return Math.max(1, narrowest - 100 > 0 ? narrowest - 100 : Math.floor(narrowest / 2));
}

export function BreakpointsEditor() {
  const { doc } = useSession();
  const breakpoints = useBreakpoints();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={button}
        label={BREAKPOINT_TEXTS.edit}
        className="size-7"
        onClick={() => setOpen(!open)}
      >
        <IconAdjustmentsHorizontal size={15} />
      </IconButton>
      <AnchoredPopover
        anchor={button}
        toggle={button}
        returnFocus={button}
        open={open}
        onOpenChange={setOpen}
        align="start"
        sideOffset={6}
        className="z-50 w-[26rem] rounded-lg border border-neutral-200 bg-white p-3 shadow-lg"
        aria-label={BREAKPOINT_TEXTS.editorTitle}
      >
        <div className="mb-2 text-xs font-semibold text-neutral-800">{BREAKPOINT_TEXTS.editorTitle}</div>
        <div className="flex flex-col gap-1">
          {breakpoints.map((point) => (
            <BreakpointRow key={point.id} doc={doc} point={point} />
          ))}
        </div>
        <button
          type="button"
          className="mt-2 flex items-center gap-1 rounded px-2 py-1 text-xs text-neutral-700 hover:bg-neutral-100"
          onClick={() =>
            attempt(() =>
              addBreakpoint(
                doc,
                { label: BREAKPOINT_TEXTS.newLabel, maxWidth: newWidth(breakpoints) },
                LOCAL_ORIGIN,
              ),
            )
          }
        >
          <IconPlus size={13} />
          {BREAKPOINT_TEXTS.add}
        </button>
      </AnchoredPopover>
    </>
  );
}
