// The property panel's tree: a component's props grouped by folder (registry order), and for several
// selected elements the props they share (same name and type), which are edited together.
import type { ComponentMeta, PropMetaOutput } from '@vitrine/components';
import { DEFAULT_FOLDER } from './texts.ts';

/** Props with an editor of their own outside the generic controls. */
export const PANEL_OWN_PROPS = new Set(['css']);

export interface PropFolder {
  name: string;
  props: PropMetaOutput[];
}

export function propFolders(props: readonly PropMetaOutput[]): PropFolder[] {
  const folders = new Map<string, PropMetaOutput[]>();
  for (const prop of props) {
    if (PANEL_OWN_PROPS.has(prop.name)) continue;
    const name = prop.folder ?? DEFAULT_FOLDER;
    const list = folders.get(name) ?? [];
    list.push(prop);
    folders.set(name, list);
  }
  return [...folders].map(([name, list]) => ({ name, props: list }));
}

/** The props of the first component that every other selected component has with the same type. */
export function sharedProps(metas: readonly ComponentMeta[]): PropMetaOutput[] {
  const [first, ...rest] = metas;
  if (!first) return [];
  return first.props.filter((prop) =>
    rest.every((meta) => meta.props.some((other) => other.name === prop.name && other.type === prop.type)),
  );
}
