// The performance budget of one page: what it downloads (runtime, 3D renderer, font, environment
// maps and the library files its elements use), what its 3D scene costs the GPU (measured in the
// preview) and its DOM, each against its target; and for what is over, the element that causes it
// with a fix, and an action where the studio can apply one (compress a texture or a model).
import { isStaticProject, type PageCost, type ProjectJson } from '@vitrine/components';
import type { Element, Page, ProjectBudget, ProjectDocument } from '@vitrine/core';
import { registry } from '../registry/use-registry.ts';
import { targetsFor, type Targets } from './budget-targets.ts';
import { BUDGET_TEXTS } from './texts.ts';
import { formatBytes, formatCount } from './format.ts';

/** What the server answers about the project (GET /v2/projects/:id/budget). */
export type ServerBudget = ProjectBudget;

export type Status = 'ok' | 'over' | 'info';

export interface Metric {
  id: string;
  label: string;
  value: number;
  unit: 'bytes' | 'count';
  target: number | null;
  /** The mobile target beside the page's own, for triangles (web and mobile). */
  mobileTarget?: number;
  status: Status;
}

export interface CompressTarget {
  assetId: string;
  name: string;
  url: string;
}

export interface BudgetIssue {
  id: string;
  title: string;
  fix: string;
  elementId: string | null;
  /** A library file the studio can compress to fix this. */
  compress?: CompressTarget;
}

export interface Budget {
  targets: Targets;
  metrics: Metric[];
  issues: BudgetIssue[];
  /** The library files the page downloads, largest first. */
  files: Array<{ assetId: string; name: string; size: number; url: string }>;
}

export interface BudgetInput {
  document: ProjectDocument;
  pageId: string;
  cost: PageCost | null;
  server: ServerBudget | null;
}

const NO_SERVER: ServerBudget = {
  bundle: { runtimeBytes: 0, staticBytes: 0, sceneBytes: 0, fontBytes: 0, environments: {} },
  files: [],
};

const FILE_URL = /\/files\/[0-9a-f]{32}\/[A-Za-z0-9._-]+/g;
/** The components holding a 3D scene (flagged `scene`: Canvas). */
const SCENE_TYPES = new Set(
  registry
    .list()
    .filter((meta) => meta.scene)
    .map((meta) => meta.name),
);

/** Every library URL and asset id the page's elements reach (props, variants, materials, overrides). */
export function pageFileUrls(document: ProjectDocument, page: Page): Set<string> {
  const urls = new Set<string>();
  const seen = new Set<string>();
  const scan = (json: string) => {
    for (const match of json.matchAll(FILE_URL)) urls.add(match[0]);
    for (const [id, asset] of Object.entries(document.assets)) {
      if (seen.has(id) || !json.includes(`"${id}"`)) continue;
      seen.add(id);
      if (asset.url) urls.add(asset.url);
      if (asset.data) scan(JSON.stringify(asset.data));
    }
    for (const [id, glElement] of Object.entries(document.gl_elements)) {
      if (seen.has(id) || !json.includes(`"${id}"`)) continue;
      seen.add(id);
      scan(JSON.stringify(glElement));
    }
  };
  for (const element of Object.values(page.elements)) scan(JSON.stringify(element.props));
  return urls;
}

function environmentBytes(page: Page, server: ServerBudget): number {
  // The props naming a built-in map (flagged `environmentMap`: Environment's preset), else their default.
  const presets = new Set<string>();
  for (const element of Object.values(page.elements))
    for (const prop of registry.get(element.elementType)?.props ?? []) {
      if (!prop.environmentMap) continue;
      const value = element.props[prop.name];
      if (value?.type === 'static' && typeof value.content === 'string') presets.add(value.content);
      else if (typeof prop.default === 'string') presets.add(prop.default);
    }
  return [...presets].reduce((total, preset) => total + (server.bundle.environments[preset] ?? 0), 0);
}

const status = (value: number, target: number | null): Status =>
  target === null ? 'info' : value > target ? 'over' : 'ok';

function elementName(page: Page, id: string | null): string {
  const element: Element | undefined = id ? page.elements[id] : undefined;
  return element ? element.name || element.displayName : 'the scene';
}

/** The library model behind an element (a GltfModel's src), for a compress action. */
function modelAsset(page: Page, elementId: string | null, server: ServerBudget) {
  const element = elementId ? page.elements[elementId] : undefined;
  const src = element?.props.src;
  if (!src || src.type !== 'reference') return undefined;
  const url = typeof src.url === 'string' ? src.url : undefined;
  const file = server.files.find((entry) => entry.url === url || entry.id === src.content);
  return file ? { assetId: file.id, name: file.name, url: file.url } : undefined;
}

export function computeBudget({ document, pageId, cost, server }: BudgetInput): Budget | null {
  const page = document.pages[pageId];
  if (!page) return null;
  const targets = targetsFor(page.deviceType);
  const hasScene = Object.values(page.elements).some((element) => SCENE_TYPES.has(element.elementType));
  const byUrl = new Map((server?.files ?? []).map((file) => [file.url, file]));
  const files = [...pageFileUrls(document, page)]
    .flatMap((url) => {
      const file = byUrl.get(url);
      return file ? [{ assetId: file.id, name: file.name, size: file.size, url }] : [];
    })
    .sort((a, b) => b.size - a.size);
  // A static project is sent rendered, with its small script instead of the runtime.
  const runtime = isStaticProject(document as unknown as ProjectJson) ? 'staticBytes' : 'runtimeBytes';
  const scriptBytes = server
    ? server.bundle[runtime] + server.bundle.fontBytes + (hasScene ? server.bundle.sceneBytes : 0)
    : 0;
  const assetBytes =
    files.reduce((total, file) => total + file.size, 0) + (server ? environmentBytes(page, server) : 0);
  const download = scriptBytes + assetBytes;
  const scene = cost?.scene ?? null;
  const T = BUDGET_TEXTS.metrics;

  const metrics: Metric[] = [
    {
      id: 'download',
      label: T.download,
      value: download,
      unit: 'bytes',
      target: targets.downloadBytes,
      status: status(download, targets.downloadBytes),
    },
    {
      id: 'javascript',
      label: T.javascript,
      value: scriptBytes,
      unit: 'bytes',
      target: null,
      status: 'info',
    },
    { id: 'assets', label: T.assets, value: assetBytes, unit: 'bytes', target: null, status: 'info' },
  ];
  if (scene) {
    metrics.push(
      {
        id: 'textureMemory',
        label: T.textureMemory,
        value: scene.textureBytes,
        unit: 'bytes',
        target: targets.textureBytes,
        status: status(scene.textureBytes, targets.textureBytes),
      },
      {
        id: 'triangles',
        label: T.triangles,
        value: scene.triangles,
        unit: 'count',
        target: targets.triangles,
        mobileTarget: 150_000,
        status: status(scene.triangles, targets.triangles),
      },
      {
        id: 'drawCalls',
        label: T.drawCalls,
        value: scene.drawCalls,
        unit: 'count',
        target: targets.drawCalls - 1,
        status: status(scene.drawCalls, targets.drawCalls - 1),
      },
      {
        id: 'materials',
        label: T.materials,
        value: scene.materials,
        unit: 'count',
        target: null,
        status: 'info',
      },
    );
  }
  if (cost) {
    metrics.push(
      {
        id: 'domNodes',
        label: T.domNodes,
        value: cost.dom.nodes,
        unit: 'count',
        target: targets.domNodes,
        status: status(cost.dom.nodes, targets.domNodes),
      },
      {
        id: 'domDepth',
        label: T.domDepth,
        value: cost.dom.depth,
        unit: 'count',
        target: targets.domDepth,
        status: status(cost.dom.depth, targets.domDepth),
      },
    );
  }

  const issues: BudgetIssue[] = [];
  const compressible = (file: { assetId: string; name: string; url: string }) =>
    /\.(png|jpe?g|webp|glb)$/i.test(file.url)
      ? { assetId: file.assetId, name: file.name, url: file.url }
      : undefined;

  if (scene) {
    for (const texture of scene.textures) {
      const side = Math.max(texture.width, texture.height);
      if (side <= targets.maxTextureSize) continue;
      // A texture of the library (its image file), or one inside a model (compress the model).
      const path = texture.url ? new URL(texture.url, 'http://studio').pathname : null;
      const file = path ? byUrl.get(path) : undefined;
      const compress = file
        ? { assetId: file.id, name: file.name, url: file.url }
        : modelAsset(page, texture.elementId, server ?? NO_SERVER);
      issues.push({
        id: `texture-${texture.material}-${texture.slot}-${texture.name}`,
        title: `Texture ${texture.width}×${texture.height} on ${texture.material} (${texture.slot})`,
        fix: `Resize to ${targets.maxTextureSize}²: compressing makes it WebP of at most ${targets.maxTextureSize} px`,
        elementId: texture.elementId,
        ...(compress ? { compress } : {}),
      });
    }
    if (scene.triangles > targets.triangles) {
      const heaviest = [...scene.meshes].sort((a, b) => b.triangles - a.triangles)[0];
      const model = heaviest ? modelAsset(page, heaviest.elementId, server ?? NO_SERVER) : undefined;
      issues.push({
        id: 'triangles',
        title: `${formatCount(scene.triangles)} triangles (target ${formatCount(targets.triangles)}); ${elementName(page, heaviest?.elementId ?? null)} has ${formatCount(heaviest?.triangles ?? 0)}`,
        fix: 'Use a lower-poly version of the heaviest mesh, or fewer segments on generated geometry',
        elementId: heaviest?.elementId ?? null,
        ...(model ? { compress: model } : {}),
      });
    }
    if (scene.drawCalls >= targets.drawCalls) {
      issues.push({
        id: 'draw-calls',
        title: `${scene.drawCalls} draw calls (target fewer than ${targets.drawCalls}, at most ${targets.maxDrawCalls})`,
        fix: `Merge meshes that share a material: ${scene.meshes.length} meshes use ${scene.materials} materials`,
        elementId: null,
      });
    }
    if (scene.textureBytes > targets.textureBytes) {
      const largest = [...scene.textures].sort((a, b) => b.bytes - a.bytes)[0];
      issues.push({
        id: 'texture-memory',
        title: `${formatBytes(scene.textureBytes)} of textures on the GPU (budget ${formatBytes(targets.textureBytes)})`,
        fix: largest
          ? `The largest is ${largest.width}×${largest.height} on ${largest.material}: resize it`
          : 'Use smaller textures',
        elementId: largest?.elementId ?? null,
      });
    }
  }
  if (download > targets.downloadBytes) {
    for (const file of files.slice(0, 3)) {
      const action = compressible(file);
      issues.push({
        id: `file-${file.assetId}`,
        title: `${file.name}: ${formatBytes(file.size)} of the ${formatBytes(download)} download (target ${formatBytes(targets.downloadBytes)})`,
        fix: action ? 'Compress it (WebP textures, meshopt meshes)' : 'Use a smaller file',
        elementId: null,
        ...(action ? { compress: action } : {}),
      });
    }
  }
  if (cost && cost.dom.nodes > targets.domNodes) {
    issues.push({
      id: 'dom-nodes',
      title: `${formatCount(cost.dom.nodes)} DOM nodes (budget ${formatCount(targets.domNodes)})`,
      fix: 'Split the page, or show long lists a page at a time',
      elementId: null,
    });
  }
  if (cost && cost.dom.depth > targets.domDepth) {
    issues.push({
      id: 'dom-depth',
      title: `DOM ${cost.dom.depth} levels deep (budget ${targets.domDepth})`,
      fix: 'Remove wrappers that only nest other elements',
      elementId: null,
    });
  }
  return { targets, metrics, issues, files };
}
