// The advanced styles editor: the element's css prop from JSON text; empty text removes it.
import type * as Y from 'yjs';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { CssPropContentSchema, SPECIAL_PROPS } from '../schema/prop-value.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { elementPart, type ElementRef } from './element-part.ts';
import { transact } from './transact.ts';

export interface SetAdvancedStylesArgs extends ElementRef {
  json: string;
}

export function setAdvancedStyles(
  doc: Y.Doc,
  args: SetAdvancedStylesArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const props = elementPart(doc, args, 'props');
  if (args.json.trim() === '') {
    transact(doc, origin, () => props.delete(SPECIAL_PROPS.css));
    return;
  }
  let content: unknown;
  try {
    content = JSON.parse(args.json);
  } catch {
    throw new OperationError(OPERATION_TEXTS.invalidCss);
  }
  const parsed = CssPropContentSchema.safeParse(content);
  if (!parsed.success) throw new OperationError(OPERATION_TEXTS.invalidCss);
  transact(doc, origin, () => props.set(SPECIAL_PROPS.css, { type: 'static', content: parsed.data }));
}
