// 'Paste Styling Props': gives elements the copied css prop and styles, base and breakpoints
// (replacing theirs, so the target looks like the source).
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { SPECIAL_PROPS } from '../schema/prop-value.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { parseBreakpointStyleKey } from '../document/breakpoints.ts';
import { breakpointStylesOf, ensureBreakpointStyles } from './breakpoint-styles.ts';
import { elementPart } from './element-part.ts';
import { StylingPropsSchema } from './styling-props.ts';
import { transact } from './transact.ts';

export interface PasteStylingPropsArgs {
  pageId: string;
  elementIds: string[];
  /** The clipboard text written by copyStylingProps. */
  json: string;
}

export function pasteStylingProps(
  doc: Y.Doc,
  args: PasteStylingPropsArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  let value: unknown;
  try {
    value = JSON.parse(args.json);
  } catch {
    throw new OperationError(OPERATION_TEXTS.invalidStylingProps);
  }
  const parsed = StylingPropsSchema.safeParse(value);
  if (!parsed.success) throw new OperationError(OPERATION_TEXTS.invalidStylingProps);
  const { css, styles } = parsed.data;
  const breakpointStyles = Object.fromEntries(
    Object.entries(parsed.data.breakpointStyles).filter(([key]) => parseBreakpointStyleKey(key) !== null),
  );
  const targets = args.elementIds.map((elementId) => ({
    ref: { pageId: args.pageId, elementId },
    props: elementPart(doc, { pageId: args.pageId, elementId }, 'props'),
    styles: elementPart(doc, { pageId: args.pageId, elementId }, 'styles'),
  }));
  transact(doc, origin, () => {
    for (const target of targets) {
      if (css === undefined) target.props.delete(SPECIAL_PROPS.css);
      else target.props.set(SPECIAL_PROPS.css, css);
      for (const key of [...target.styles.keys()]) if (!(key in styles)) target.styles.delete(key);
      for (const [key, style] of Object.entries(styles)) target.styles.set(key, style);
      const own = Object.keys(breakpointStyles).length
        ? ensureBreakpointStyles(doc, target.ref)
        : breakpointStylesOf(doc, target.ref);
      if (!own) continue;
      for (const key of [...own.keys()]) if (!(key in breakpointStyles)) own.delete(key);
      for (const [key, style] of Object.entries(breakpointStyles)) own.set(key, style);
    }
  });
}
