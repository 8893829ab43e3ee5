// Which child a variant container (ComponentVariant, ModelVariant) shows: the one chosen by a
// selectVariant action, else the one named by its value prop, else the first child.
import type { ElementJson } from '../model/project-json.ts';

export function childName(child: ElementJson): string {
  const itemName = child.props?.itemName;
  if (itemName?.type === 'static' && typeof itemName.content === 'string' && itemName.content)
    return itemName.content;
  return child.name || child.displayName || child.id;
}

export function chosenChild(
  children: ElementJson[],
  selected: string | undefined,
  value: unknown,
): ElementJson | undefined {
  for (const wanted of [selected, typeof value === 'string' ? value : undefined]) {
    if (!wanted) continue;
    const match = children.find((child) => child.id === wanted || childName(child) === wanted);
    if (match) return match;
  }
  return children[0];
}
