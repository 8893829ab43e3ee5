// The rule for a project's name, shared by the dashboard, the builder and the API: the name is
// trimmed; an empty one is refused (the project keeps the name it had), a long one too.
import { PROJECT_LABEL_MAX_LENGTH } from '../schema/project.ts';
import { PROJECT_NAME_TEXTS } from './texts.ts';

/** What is wrong with a name typed for a project, in words for its author; null when it is fine. */
export function projectNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return PROJECT_NAME_TEXTS.empty;
  if (trimmed.length > PROJECT_LABEL_MAX_LENGTH) return PROJECT_NAME_TEXTS.tooLong;
  return null;
}
