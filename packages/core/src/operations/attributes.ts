// Shared lookup for the attribute operations.
import * as Y from 'yjs';
import { projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { OperationError } from '../errors.ts';
import { OPERATION_TEXTS } from '../texts.ts';

export function attributesMap(doc: Y.Doc): Y.Map<YMap> {
  return projectPart(doc, 'attributes');
}

export function getAttribute(doc: Y.Doc, attributeId: string): YMap {
  const attribute = attributesMap(doc).get(attributeId);
  if (!attribute) throw new OperationError(OPERATION_TEXTS.attributeNotFound(attributeId));
  return attribute;
}

export function attributeOptions(attribute: YMap): Y.Array<YMap> {
  const options = attribute.get('options');
  if (!(options instanceof Y.Array)) throw new Error('Project document is missing attribute options');
  return options as Y.Array<YMap>;
}

export function optionIndex(attribute: YMap, optionId: string): number {
  const index = attributeOptions(attribute)
    .toArray()
    .findIndex((option) => option.get('id') === optionId);
  if (index < 0) throw new OperationError(OPERATION_TEXTS.optionNotFound(optionId));
  return index;
}
