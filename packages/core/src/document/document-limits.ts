// How long a text of the project document may be, by where it sits. Fields the REST API or an
// operation validates keep that limit (a project name, a font family, a global style); every other
// text is capped generically, so no single value can bloat the document everyone downloads.
import { GLOBAL_STYLE_SELECTOR_MAX_LENGTH, GLOBAL_STYLE_VALUE_MAX_LENGTH } from '../schema/global-styles.ts';
import { PROJECT_LABEL_MAX_LENGTH } from '../schema/project.ts';
import { FONT_FAMILY_MAX_LENGTH } from '../schema/theme.ts';

/** A string value without a limit of its own: 1 MiB of UTF-16 code units. */
export const MAX_DOCUMENT_TEXT_LENGTH = 1024 * 1024;

/** A map key (an id, a prop or style name, a token name). */
export const MAX_DOCUMENT_KEY_LENGTH = 1024;

/** Nesting below the root map (Y types and plain JSON together); real documents use about 12. */
export const MAX_DOCUMENT_DEPTH = 64;

/** The shortest limit below: texts shorter than it need no look at their path. */
export const SHORTEST_TEXT_LIMIT = FONT_FAMILY_MAX_LENGTH;

/** Where a value sits under the root map: keys of maps, and '*' for an index of a list. */
export type DocumentPath = readonly string[];

export const LIST_INDEX = '*';

/** The longest a string at `path` may be. */
export function textLimitAt(path: DocumentPath): number {
  const [first, second, , fourth, , sixth] = path;
  if (path.length === 1 && first === 'label') return PROJECT_LABEL_MAX_LENGTH;
  if (first === 'config' && second === 'globalStyles' && path.length === 4) {
    return GLOBAL_STYLE_VALUE_MAX_LENGTH;
  }
  if (first === 'config' && second === 'themes' && fourth === 'imports' && sixth === 'family') {
    return path.length === 6 ? FONT_FAMILY_MAX_LENGTH : MAX_DOCUMENT_TEXT_LENGTH;
  }
  return MAX_DOCUMENT_TEXT_LENGTH;
}

/** The longest a key of the map at `path` may be. */
export function keyLimitAt(path: DocumentPath): number {
  if (path.length === 2 && path[0] === 'config' && path[1] === 'globalStyles') {
    return GLOBAL_STYLE_SELECTOR_MAX_LENGTH;
  }
  return MAX_DOCUMENT_KEY_LENGTH;
}
