// Where library assets are used, for the confirm step before a delete: elements of every page (an
// asset reference, or the file's URL in any prop), other assets (a material's textures and images),
// 3D material elements, and the themes and global styles (font files). Pure: reads plain project
// JSON. A URL counts as a use wherever it appears in a string (CSS url(...) included).
import type { Project } from '../schema/project.ts';

export type AssetUsage =
  | {
      assetId: string;
      kind: 'element';
      pageId: string;
      pageLabel: string;
      elementId: string;
      label: string;
      prop: string;
    }
  | { assetId: string; kind: 'asset'; usedBy: string; label: string }
  | { assetId: string; kind: 'glElement'; usedBy: string; label: string }
  | { assetId: string; kind: 'theme'; theme: string }
  | { assetId: string; kind: 'globalStyles' };

type ProjectLike = Pick<Project, 'pages' | 'assets'> &
  Partial<Pick<Project, 'gl_elements'>> & {
    config?: { themes?: Record<string, unknown>; globalStyles?: unknown };
  };

/** Whether a JSON value holds the id exactly, or the URL inside any string. */
function mentions(value: unknown, id: string, url: string | undefined): boolean {
  if (typeof value === 'string') return value === id || (Boolean(url) && value.includes(url!));
  if (Array.isArray(value)) return value.some((item) => mentions(item, id, url));
  if (value && typeof value === 'object') return Object.values(value).some((item) => mentions(item, id, url));
  return false;
}

export function assetUsages(project: ProjectLike, assetIds: readonly string[]): AssetUsage[] {
  const usages: AssetUsage[] = [];
  const assets = project.assets ?? {};
  for (const assetId of assetIds) {
    const url = assets[assetId]?.url || undefined;
    const uses = (value: unknown) => mentions(value, assetId, url);
    for (const page of Object.values(project.pages ?? {})) {
      for (const element of Object.values(page.elements ?? {})) {
        const label = element.name || element.displayName || element.elementType;
        for (const [prop, value] of Object.entries(element.props ?? {}))
          if (uses(value))
            usages.push({
              assetId,
              kind: 'element',
              pageId: page.id,
              pageLabel: page.label,
              elementId: element.id,
              label,
              prop,
            });
        if (uses(element.eventInteractions) || uses(element.styles))
          usages.push({
            assetId,
            kind: 'element',
            pageId: page.id,
            pageLabel: page.label,
            elementId: element.id,
            label,
            prop: '',
          });
      }
    }
    for (const other of Object.values(assets))
      if (other.id !== assetId && uses(other.data))
        usages.push({ assetId, kind: 'asset', usedBy: other.id, label: other.name });
    for (const glElement of Object.values(project.gl_elements ?? {}))
      if (uses(glElement.props))
        usages.push({
          assetId,
          kind: 'glElement',
          usedBy: glElement.id,
          label: glElement.name ?? glElement.id,
        });
    for (const [theme, value] of Object.entries(project.config?.themes ?? {}))
      if (uses(value)) usages.push({ assetId, kind: 'theme', theme });
    if (uses(project.config?.globalStyles)) usages.push({ assetId, kind: 'globalStyles' });
  }
  return usages;
}

/** One line of the confirm step per use. */
export function describeAssetUsage(usage: AssetUsage): string {
  switch (usage.kind) {
    case 'element':
      return `${usage.label} on page '${usage.pageLabel}'${usage.prop ? ` (${usage.prop})` : ''}`;
    case 'asset':
      return `Material '${usage.label}'`;
    case 'glElement':
      return `3D material '${usage.label}'`;
    case 'theme':
      return `Theme '${usage.theme}'`;
    case 'globalStyles':
      return 'Global styles';
  }
}
