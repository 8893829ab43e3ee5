// The project's global styles from the builder's JSON editor: the whole set of rules is replaced in
// one change; empty text removes every rule.
import type * as Y from 'yjs';
import { childMap, projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { GlobalStylesSchema } from '../schema/global-styles.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface SetGlobalStylesArgs {
  json: string;
}

function parseRules(json: string) {
  if (json.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new OperationError(OPERATION_TEXTS.globalStylesInvalid('not valid JSON'));
  }
  const parsed = GlobalStylesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(' › ')}: ` : '';
    throw new OperationError(OPERATION_TEXTS.globalStylesInvalid(`${where}${issue?.message ?? ''}`));
  }
  return parsed.data;
}

export function setGlobalStyles(doc: Y.Doc, args: SetGlobalStylesArgs, origin: unknown = LOCAL_ORIGIN): void {
  const rules = parseRules(args.json);
  const styles = childMap(projectPart(doc, 'config') as YMap, 'globalStyles');
  transact(doc, origin, () => {
    for (const selector of [...styles.keys()]) if (!(selector in rules)) styles.delete(selector);
    for (const [selector, declarations] of Object.entries(rules)) styles.set(selector, declarations);
  });
}
