// One style field's value at the breakpoint being edited (docs/breakpoints.md): the value it shows
// (its own or the one it inherits), where that comes from, and the edits that write to or remove the
// breakpoint's own value — each one core operation, one undo step.
import {
  asYMap,
  breakpointStyleKey,
  setStyle,
  styleAt,
  styleOrigin,
  unsetStyle,
  type Breakpoint,
  type StyleOrigin,
  type StyleValue,
} from '@vitrine/core';
import { useYMapKey, useYSelector } from '../../doc/use-y.ts';
import { currentBreakpoint, useBreakpoints } from '../../state/use-breakpoints.ts';
import { useBuilder } from '../../state/session.tsx';
import { useEditElements, useElementPart, type SelectedElement } from '../use-selection.ts';

export interface BreakpointStyle {
  /** What the field shows: the breakpoint's own value or the one it inherits. */
  style: StyleValue | undefined;
  origin: StyleOrigin;
  breakpoint: Breakpoint;
  breakpoints: readonly Breakpoint[];
  /** Writes the breakpoint's value (null removes it). */
  apply(value: StyleValue | null): void;
}

export function useBreakpointStyle(elements: readonly SelectedElement[], property: string): BreakpointStyle {
  const first = elements[0]!.map;
  const breakpoints = useBreakpoints();
  const breakpoint = currentBreakpoint(
    breakpoints,
    useBuilder((state) => state.breakpointId),
  );
  const styles = useElementPart(first, 'styles');
  const base = useYMapKey<StyleValue>(styles, property);
  const overrides = asYMap(useYMapKey(first, 'breakpointStyles'));
  const values = useYSelector(overrides, (map) =>
    breakpoints.map((point) => map?.get(breakpointStyleKey(point.id, property)) as StyleValue | undefined),
  );
  const element = {
    styles: base === undefined ? {} : { [property]: base },
    breakpointStyles: Object.fromEntries(
      breakpoints.flatMap((point, index) =>
        values[index] === undefined ? [] : [[breakpointStyleKey(point.id, property), values[index]]],
      ),
    ),
  };
  const edit = useEditElements();
  const ids = elements.map((selected) => selected.id);
  const breakpointId = breakpoint.id;
  return {
    style: styleAt(element, breakpoints, breakpointId, property),
    origin: styleOrigin(element, breakpoints, breakpointId, property),
    breakpoint,
    breakpoints,
    apply: (value) =>
      edit(ids, (doc, ref) => {
        if (value) setStyle(doc, { ...ref, property, value, breakpointId });
        else unsetStyle(doc, { ...ref, property, breakpointId });
      }),
  };
}
