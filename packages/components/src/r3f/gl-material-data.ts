// Reads a project material (a gl element of type material, whose props are prop values, with
// texture gl elements as children; or a material asset's data) into plain material data.
import type { ProjectJson } from '../model/project-json.ts';

/** A prop value's plain content: static content, a reference's URL, or the value itself. */
export function plainValue(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const prop = value as { type?: unknown; content?: unknown; url?: unknown; fallback?: unknown };
  if (prop.type === 'static') return prop.content;
  if (prop.type === 'reference') return prop.url;
  if (prop.type === 'binding') return prop.fallback;
  return value;
}

export interface MaterialData {
  type?: string;
  data: Record<string, unknown>;
}

export function projectMaterialData(project: ProjectJson, id: string): MaterialData | null {
  const glElement = project.gl_elements?.[id];
  if (glElement?.type === 'material') {
    const data: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(glElement.props ?? {})) data[name] = plainValue(value);
    for (const childId of glElement.children ?? []) {
      const texture = project.gl_elements?.[childId];
      const slot = plainValue(texture?.props?.slot);
      const url =
        plainValue(texture?.props?.url) ??
        plainValue(texture?.props?.image) ??
        plainValue(texture?.props?.src);
      if (typeof slot === 'string' && typeof url === 'string') data[slot] = url;
    }
    return { type: typeof data.type === 'string' ? data.type : undefined, data };
  }
  const asset = project.assets?.[id];
  return asset?.data ? { data: asset.data } : null;
}
