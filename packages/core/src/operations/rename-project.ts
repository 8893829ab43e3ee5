// Renames the project; an empty label is ignored.
import type * as Y from 'yjs';
import { projectMap } from '../document/access.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { transact } from './transact.ts';

export interface RenameProjectArgs {
  label: string;
}

/** Returns whether the label changed (the builder then toasts 'Project name updated !'). */
export function renameProject(doc: Y.Doc, args: RenameProjectArgs, origin: unknown = LOCAL_ORIGIN): boolean {
  const label = args.label.trim();
  const project = projectMap(doc);
  if (label === '' || label === project.get('label')) return false;
  transact(doc, origin, () => project.set('label', label));
  return true;
}
