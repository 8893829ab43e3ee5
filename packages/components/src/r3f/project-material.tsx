// ProjectMaterial: applies a project material to the parent mesh — a gl element of type material
// (its `type` prop names the three.js class, its texture children fill slots) or a material asset.
import { useRuntime } from '../render/context.ts';
import type { ElementRenderProps } from '../render/types.ts';
import { MaterialFromData } from './material-from-data.tsx';

export function ProjectMaterial({ props }: ElementRenderProps) {
  const { project } = useRuntime();
  const id = typeof props.materialId === 'string' ? props.materialId : '';
  if (!id) return null;
  const glElement = project.gl_elements?.[id];
  if (glElement?.type === 'material') {
    const data: Record<string, unknown> = { ...glElement.props };
    for (const childId of glElement.children ?? []) {
      const texture = project.gl_elements?.[childId];
      const slot = texture?.props?.slot;
      const url = texture?.props?.url ?? texture?.props?.image;
      if (typeof slot === 'string' && typeof url === 'string') data[slot] = url;
    }
    return <MaterialFromData data={data} type={typeof data.type === 'string' ? data.type : undefined} />;
  }
  const asset = project.assets?.[id];
  if (asset?.data) return <MaterialFromData data={asset.data} />;
  throw new Error(`Material ${id} was not found`);
}
