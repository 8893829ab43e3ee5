// 'Copy Styling Props': reads an element's css prop and styles (base and breakpoints) as a JSON
// string for the clipboard.
import type * as Y from 'yjs';
import type { PropValue } from '../schema/prop-value.ts';
import { SPECIAL_PROPS } from '../schema/prop-value.ts';
import type { StyleValue } from '../schema/style-value.ts';
import { breakpointStylesOf } from './breakpoint-styles.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import type { StylingProps } from './styling-props.ts';

export function copyStylingProps(doc: Y.Doc, args: ElementRef): string {
  const css = elementPart(doc, args, 'props').get(SPECIAL_PROPS.css) as PropValue | undefined;
  const styles = elementPart(doc, args, 'styles').toJSON() as Record<string, StyleValue>;
  const breakpointStyles = (breakpointStylesOf(doc, args)?.toJSON() ?? {}) as Record<string, StyleValue>;
  const clip: Partial<StylingProps> = {
    ...(css === undefined ? {} : { css }),
    styles,
    ...(Object.keys(breakpointStyles).length ? { breakpointStyles } : {}),
  };
  return JSON.stringify(clip);
}
