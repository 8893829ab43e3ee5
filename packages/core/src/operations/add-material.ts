// Adds a project material gl element: 'Material {n}', a MeshPhysicalMaterial.
import type * as Y from 'yjs';
import { newId, projectPart } from '../document/access.ts';
import { glElementToY } from '../document/build.ts';
import { NEW_MATERIAL_TYPE } from '../constants.ts';
import { OperationError } from '../errors.ts';
import { LOCAL_ORIGIN } from '../origin.ts';
import type { GlElement } from '../schema/gl-element.ts';
import { OPERATION_TEXTS } from '../texts.ts';
import { transact } from './transact.ts';

export interface AddMaterialArgs {
  name?: string;
}

/** The first 'Material {n}' not taken, counting from the number of materials plus one. */
export function nextMaterialName(names: string[], materialCount: number): string {
  let n = materialCount + 1;
  while (names.includes(`Material ${n}`)) n += 1;
  return `Material ${n}`;
}

/** Returns the new material's id. */
export function addMaterial(doc: Y.Doc, args: AddMaterialArgs = {}, origin: unknown = LOCAL_ORIGIN): string {
  const glElements = projectPart(doc, 'gl_elements');
  const materials = [...glElements.values()].filter((element) => element.get('type') === 'material');
  const name =
    args.name?.trim() ??
    nextMaterialName(
      materials.map((material) => String(material.get('name'))),
      materials.length,
    );
  if (name === '') throw new OperationError(OPERATION_TEXTS.materialNameEmpty);
  const material: GlElement = {
    id: newId(),
    type: 'material',
    name,
    props: { type: { type: 'static', content: NEW_MATERIAL_TYPE } },
    meta: {},
    children: [],
    parentId: null,
  };
  return transact(doc, origin, () => {
    glElements.set(material.id, glElementToY(material));
    return material.id;
  });
}
