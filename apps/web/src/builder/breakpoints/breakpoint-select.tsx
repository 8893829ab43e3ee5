// The toolbar's breakpoint buttons (docs/breakpoints.md): one per breakpoint of the project, labelled
// with its name and width. Choosing one makes the style fields edit it and sizes the frame to its
// width; the base keeps the page's device size (the Device buttons).
import { useBuilder, useSession } from '../state/session.tsx';
import { useBreakpoints, useCurrentBreakpoint } from '../state/use-breakpoints.ts';
import { Tip } from '../ui/tip.tsx';
import { cn } from '../../components/ui/cn.ts';
import { BreakpointsEditor } from './breakpoints-editor.tsx';
import { BREAKPOINT_TEXTS } from './texts.ts';

export function BreakpointSelect() {
  const breakpoints = useBreakpoints();
  const current = useCurrentBreakpoint();
  const setBreakpoint = useBuilder((state) => state.setBreakpoint);
  const { readOnly } = useSession();
  return (
    <div className="flex items-center gap-1">
      <div
        className="flex items-center rounded-md bg-neutral-100 p-0.5"
        role="radiogroup"
        aria-label={BREAKPOINT_TEXTS.group}
        data-testid="breakpoint-select"
      >
        {breakpoints.map((point) => {
          const active = point.id === current.id;
          const width = BREAKPOINT_TEXTS.width(point);
          return (
            <Tip key={point.id} label={BREAKPOINT_TEXTS.editing(point.label)}>
              <button
                type="button"
                role="radio"
                aria-checked={active}
                data-breakpoint={point.id}
                onClick={() => setBreakpoint(point.id)}
                className={cn(
                  'h-7 rounded px-2 text-[11px] whitespace-nowrap text-neutral-600 hover:text-neutral-900',
                  active && 'bg-white text-neutral-900 shadow-sm',
                )}
              >
                {BREAKPOINT_TEXTS.button(point.label, width)}
              </button>
            </Tip>
          );
        })}
      </div>
      {!readOnly && <BreakpointsEditor />}
    </div>
  );
}
