// Chooses the device the preview frame shows a page on.
import type * as Y from 'yjs';
import type { DeviceType } from '../constants.ts';
import { getPage } from '../document/access.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import { DeviceTypeSchema } from '../schema/page.ts';
import { transact } from './transact.ts';

export interface SetPageDeviceTypeArgs {
  pageId: string;
  deviceType: DeviceType;
}

export function setPageDeviceType(
  doc: Y.Doc,
  args: SetPageDeviceTypeArgs,
  origin: unknown = LOCAL_ORIGIN,
): void {
  const parsed = DeviceTypeSchema.safeParse(args.deviceType);
  if (!parsed.success) throw new OperationError(`Unknown device type ${String(args.deviceType)}`);
  const page = getPage(doc, args.pageId);
  transact(doc, origin, () => page.set('deviceType', parsed.data));
}
