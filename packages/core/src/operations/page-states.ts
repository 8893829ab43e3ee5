// Shared lookup and validation for the page state operations.
import { z } from 'zod';
import type * as Y from 'yjs';
import { childMap, getPage } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { PageStateDefinitionSchema, type PageStateDefinition } from '../schema/page-state-definition.ts';
import { OPERATION_TEXTS } from '../texts.ts';

export function pageStates(doc: Y.Doc, pageId: string): YMap {
  return childMap(getPage(doc, pageId), 'stateDefinitions');
}

export function parseStateDefinition(value: unknown): PageStateDefinition {
  const parsed = PageStateDefinitionSchema.safeParse(value);
  if (!parsed.success) throw new OperationError(OPERATION_TEXTS.invalidState(z.prettifyError(parsed.error)));
  return parsed.data;
}

export function stateName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new OperationError(OPERATION_TEXTS.stateNameEmpty);
  return trimmed;
}
