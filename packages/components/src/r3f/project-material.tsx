// ProjectMaterial: applies a project material to the parent mesh — a gl element of type material
// (its `type` prop names the three.js class, its texture children fill slots) or a material asset.
import { useProject } from '../render/context.ts';
import type { RenderProps } from '../render/types.ts';
import type { projectMaterialMeta } from './project-material.meta.ts';
import { projectMaterialData } from './gl-material-data.ts';
import { MaterialFromData } from './material-from-data.tsx';

export function ProjectMaterial({ props }: RenderProps<typeof projectMaterialMeta>) {
  const project = useProject();
  const id = typeof props.materialId === 'string' ? props.materialId : '';
  if (!id) return null;
  const material = projectMaterialData(project, id);
  if (!material) throw new Error(`Material ${id} was not found`);
  const name = project.gl_elements?.[id]?.name ?? project.assets?.[id]?.name;
  return <MaterialFromData data={material.data} type={material.type} name={name} />;
}
