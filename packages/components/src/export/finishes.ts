// The finishes of a page's 3D scene: the element that gives each mesh element its material (a
// material element, a ProjectMaterial or a MaterialVariant) and the choices it follows — the
// options of the attributes its bindings read, or a MaterialVariant's own labels. Each choice is a
// variant of the exported glTF (KHR_materials_variants), named as the visitor sees it.
import type { ElementJson, ProjectJson, PropValue } from '../model/project-json.ts';
import { attributeOptions, findAttribute } from '../runtime/commerce.ts';

export interface Finish {
  /** The mesh element the finish colours. */
  meshId: string;
  element: ElementJson;
  /** Ids of the attributes its bindings read. */
  attributeIds: string[];
}

/** One variant: its name and what it sets (attribute options, MaterialVariant labels). */
export interface VariantChoice {
  name: string;
  options: Map<string, string>;
  labels: Map<string, string>;
}

const MATERIAL_ELEMENT = /^mesh[A-Z]\w*Material$/;
const FINISH_TYPES = new Set(['ProjectMaterial', 'MaterialVariant']);

/** `attributes.slug`, `attributes?.slug` or `attributes['slug']` in a binding expression. */
const ATTRIBUTE_READ =
  /\battributes\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)|\battributes\s*\[\s*(['"])(.+?)\2\s*\]/g;

export function boundAttributeIds(project: ProjectJson, props: Record<string, PropValue> = {}): string[] {
  const ids = new Set<string>();
  for (const value of Object.values(props)) {
    if (value?.type !== 'binding' || typeof value.content !== 'string') continue;
    for (const match of value.content.matchAll(ATTRIBUTE_READ)) {
      const attribute = findAttribute(project, match[1] ?? match[3] ?? '');
      if (attribute) ids.add(attribute.id);
    }
  }
  return [...ids];
}

/** The finish of each mesh element of the page: its last material child, as three.js applies it. */
export function pageFinishes(project: ProjectJson, pageId: string): Finish[] {
  const elements = project.pages?.[pageId]?.elements ?? {};
  const finishes: Finish[] = [];
  for (const mesh of Object.values(elements)) {
    if (mesh.elementType !== 'mesh') continue;
    const element = (mesh.children ?? [])
      .map((id) => elements[id])
      .filter((child): child is ElementJson => {
        if (!child) return false;
        return FINISH_TYPES.has(child.elementType) || MATERIAL_ELEMENT.test(child.elementType);
      })
      .at(-1);
    if (element)
      finishes.push({ meshId: mesh.id, element, attributeIds: boundAttributeIds(project, element.props) });
  }
  return finishes;
}

function variantLabels(element: ElementJson): string[] {
  const list = element.props?.variants;
  if (list?.type !== 'static' || !Array.isArray(list.content)) return [];
  return (list.content as Array<{ label?: unknown; asset?: { id?: unknown } }>)
    .filter((entry) => typeof entry.label === 'string' && entry.label && entry.asset?.id)
    .map((entry) => entry.label as string);
}

/**
 * The variants the finishes offer, in order: every option of each attribute a finish follows, then
 * the labels of MaterialVariants that follow no attribute. A name used twice is one variant.
 */
export function variantChoices(project: ProjectJson, finishes: Finish[]): VariantChoice[] {
  const choices = new Map<string, VariantChoice>();
  const choice = (name: string) => {
    let found = choices.get(name);
    if (!found) choices.set(name, (found = { name, options: new Map(), labels: new Map() }));
    return found;
  };
  const attributeIds = [...new Set(finishes.flatMap((finish) => finish.attributeIds))];
  for (const attributeId of attributeIds) {
    const attribute = findAttribute(project, attributeId)!;
    for (const option of attributeOptions(attribute))
      choice(option.label || option.slug || option.id).options.set(attribute.id, option.id);
  }
  for (const finish of finishes) {
    if (finish.element.elementType !== 'MaterialVariant' || finish.attributeIds.length > 0) continue;
    for (const label of variantLabels(finish.element)) choice(label).labels.set(finish.element.id, label);
  }
  return [...choices.values()];
}
