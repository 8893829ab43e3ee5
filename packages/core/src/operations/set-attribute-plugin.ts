// Turns one control of an attribute on or off (the PRICE control prices its options per currency).
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../origin.ts';
import { AttributePluginSchema } from '../schema/attribute.ts';
import type { Attribute } from '../schema/attribute.ts';
import { getAttribute } from './attributes.ts';
import { transact } from './transact.ts';

export interface SetAttributePluginArgs {
  attributeId: string;
  plugin: Attribute['plugins'][number];
  enabled: boolean;
}

/** Returns whether anything changed. */
export function setAttributePlugin(
  doc: Y.Doc,
  args: SetAttributePluginArgs,
  origin: unknown = LOCAL_ORIGIN,
): boolean {
  const plugin = AttributePluginSchema.parse(args.plugin);
  const attribute = getAttribute(doc, args.attributeId);
  const current = attribute.get('plugins');
  const list = current instanceof Y.Array ? (current as Y.Array<string>) : null;
  const values = list ? list.toArray() : Array.isArray(current) ? (current as string[]) : [];
  const index = values.indexOf(plugin);
  if (args.enabled === index >= 0) return false;
  transact(doc, origin, () => {
    if (!list) {
      const next = args.enabled ? [...values, plugin] : values.filter((value) => value !== plugin);
      attribute.set('plugins', Y.Array.from(next));
    } else if (args.enabled) list.push([plugin]);
    else list.delete(index, 1);
  });
  return true;
}
