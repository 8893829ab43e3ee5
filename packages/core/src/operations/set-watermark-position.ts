// Where published pages show the Vitrine badge (config.watermark.position); plans with white-label
// show none, wherever it is set.
import * as Y from 'yjs';
import { projectPart } from '../document/access.ts';
import type { YMap } from '../document/build.ts';
import { WATERMARK_POSITIONS, type WatermarkPosition } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface SetWatermarkPositionArgs {
  position: string;
}

export function setWatermarkPosition(
  doc: Y.Doc,
  args: SetWatermarkPositionArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  if (!WATERMARK_POSITIONS.includes(args.position as WatermarkPosition))
    throw new OperationError(OPERATION_TEXTS.watermarkPositionInvalid(args.position));
  const config = projectPart(doc, 'config') as YMap;
  const existing = config.get('watermark');
  if (existing instanceof Y.Map && existing.get('position') === args.position) return;
  transact(doc, origin, () => {
    if (existing instanceof Y.Map) existing.set('position', args.position);
    else config.set('watermark', new Y.Map(Object.entries({ position: args.position })));
  });
}
