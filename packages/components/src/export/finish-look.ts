// What a finish shows for one variant: its props resolved as the page would resolve them with the
// variant's attribute options selected (or its MaterialVariant label chosen), reduced to a key that
// names the look and a way to build that material. Equal keys are one material in the file.
import type { MaterialVariant } from '@vitrine/core';
import * as THREE from 'three';
import type { Lenient, ProjectJson } from '../model/project-json.ts';
import { projectMaterialData } from '../r3f/gl-material-data.ts';
import { SIDES, threeProps } from '../r3f/three-props.ts';
import type { RuntimeValue } from '../render/context.ts';
import { attributesScope } from '../runtime/commerce.ts';
import { resolveProps } from '../runtime/resolve-props.ts';
import type { Finish, VariantChoice } from './finishes.ts';
import { materialFromData } from './material-from-data.ts';

export interface Look {
  key: string;
  /** Builds the material; `live` is the one on screen now, `variant` the name of the variant. */
  build(live: THREE.Material, variant: string): Promise<THREE.Material>;
  /** A material element's looks are copies of the live one, named after the variant too. */
  copiesLive: boolean;
}

/** One variant of a MaterialVariant as a document being edited may hold it. */
type VariantEntry = Lenient<MaterialVariant>;

export const elementName = (element: { name?: string; displayName?: string; elementType: string }) =>
  element.name || element.displayName || element.elementType;

function materialElementLook(finish: Finish, values: Record<string, unknown>): Look {
  const { side, ...rest } = threeProps(values);
  const settings = { ...rest, side: SIDES[String(side)] ?? THREE.FrontSide };
  return {
    key: `${finish.element.elementType}:${JSON.stringify(settings)}`,
    copiesLive: true,
    async build(live, variant) {
      const material = live.clone();
      for (const [name, value] of Object.entries(settings))
        if (name in material && value !== undefined) material.setValues({ [name]: value });
      material.name = `${elementName(finish.element)} (${variant})`;
      return material;
    },
  };
}

/**
 * The finish's look for `choice`, or null when the choice does not concern it; without a choice,
 * its look on screen now.
 */
export function finishLook(
  project: ProjectJson,
  runtime: RuntimeValue,
  finish: Finish,
  choice?: VariantChoice,
): Look | null {
  const { element } = finish;
  const chosenLabel = choice?.labels.get(element.id);
  const options = finish.attributeIds.flatMap((id) => {
    const option = choice?.options.get(id);
    return option ? [[id, option] as const] : [];
  });
  if (choice && chosenLabel === undefined && options.length === 0) return null;
  const selection = { ...runtime.selection, ...Object.fromEntries(options) };
  const scope =
    options.length > 0
      ? { ...runtime.baseScope, attributes: attributesScope(project, selection, runtime.currency) }
      : runtime.baseScope;
  const { values } = resolveProps(element, runtime.registry.get(element.elementType), scope, runtime.assets);

  if (element.elementType === 'MaterialVariant') {
    const list = (Array.isArray(values.variants) ? values.variants : []) as VariantEntry[];
    // On screen a selectVariant action outranks the value prop; a variant of the file sets it.
    const shown = choice ? undefined : runtime.variants[element.id];
    const wanted = chosenLabel ?? shown ?? (typeof values.value === 'string' ? values.value : '');
    const entry = list.find((candidate) => candidate.label === wanted) ?? list[0];
    const asset = entry?.asset?.id ? project.assets?.[entry.asset.id] : undefined;
    if (!asset?.data) return null;
    return {
      key: `asset:${asset.id}`,
      copiesLive: false,
      build: () => materialFromData(asset.data!, 'MeshPhysicalMaterial', asset.name ?? entry!.label ?? ''),
    };
  }
  if (element.elementType === 'ProjectMaterial') {
    const id = typeof values.materialId === 'string' ? values.materialId : '';
    const material = id ? projectMaterialData(project, id) : null;
    if (!material) return null;
    const name = project.gl_elements?.[id]?.name ?? project.assets?.[id]?.name ?? id;
    return {
      key: `material:${id}`,
      copiesLive: false,
      build: () => materialFromData(material.data, material.type, name),
    };
  }
  return materialElementLook(finish, values);
}
