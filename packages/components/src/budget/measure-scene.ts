// What a rendered page costs, measured where it runs: the three.js scene graph (triangles, draw
// calls, materials and textures of every visible mesh, each traced to the element that made it),
// the renderer's own counters of its last frame, and the page's DOM. The builder's performance
// budget reads this through the preview bridge.
import type * as THREE from 'three';
import { liveScenes } from '../r3f/scene-registry.ts';

export interface MeshCost {
  /** The element that made the mesh (its own, or the model's when the mesh is inside a GLB). */
  elementId: string | null;
  name: string;
  triangles: number;
  drawCalls: number;
}

export interface TextureCost {
  name: string;
  width: number;
  height: number;
  /** GPU memory: RGBA8 with its mipmap chain. */
  bytes: number;
  material: string;
  slot: string;
  elementId: string | null;
  /** Where the image came from, when the texture was loaded from a URL. */
  url: string | null;
}

export interface SceneCost {
  triangles: number;
  drawCalls: number;
  materials: number;
  textureBytes: number;
  meshes: MeshCost[];
  textures: TextureCost[];
  /** three.js's own counters of the last frame (every pass: shadows and effects included). */
  renderer: { calls: number; triangles: number; textures: number; geometries: number };
}

export interface PageCost {
  dom: { nodes: number; depth: number };
  scene: SceneCost | null;
}

const TEXTURE_SLOTS = [
  'map',
  'normalMap',
  'roughnessMap',
  'metalnessMap',
  'aoMap',
  'alphaMap',
  'bumpMap',
  'lightMap',
  'emissiveMap',
  'displacementMap',
  'envMap',
  'transmissionMap',
  'sheenColorMap',
  'sheenRoughnessMap',
  'specularIntensityMap',
  'specularColorMap',
  'clearcoatMap',
  'clearcoatNormalMap',
  'clearcoatRoughnessMap',
  'thicknessMap',
  'iridescenceMap',
];

function visibleInTree(object: THREE.Object3D): boolean {
  for (let current: THREE.Object3D | null = object; current; current = current.parent)
    if (!current.visible) return false;
  return true;
}

function elementOf(object: THREE.Object3D): string | null {
  for (let current: THREE.Object3D | null = object; current; current = current.parent) {
    const id = current.userData?.elementId;
    if (typeof id === 'string') return id;
  }
  return null;
}

/** Triangles one draw of this range of the geometry makes. */
function trianglesOf(object: THREE.Mesh, start: number, count: number): number {
  const geometry = object.geometry;
  const total = geometry.index ? geometry.index.count : (geometry.attributes.position?.count ?? 0);
  const drawStart = Math.max(start, geometry.drawRange.start);
  const drawEnd = Math.min(start + count, total, geometry.drawRange.start + geometry.drawRange.count);
  const vertices = Math.max(0, drawEnd - drawStart);
  const instances = (object as THREE.InstancedMesh).isInstancedMesh
    ? (object as THREE.InstancedMesh).count
    : 1;
  return Math.floor(vertices / 3) * instances;
}

function imageSize(texture: THREE.Texture): { width: number; height: number; url: string | null } | null {
  const image = texture.image as {
    width?: number;
    height?: number;
    src?: string;
    currentSrc?: string;
  } | null;
  if (!image || !image.width || !image.height) return null;
  return { width: image.width, height: image.height, url: image.currentSrc || image.src || null };
}

export function measureScene(scene: THREE.Scene, gl: THREE.WebGLRenderer): SceneCost {
  const meshes: MeshCost[] = [];
  const materials = new Set<THREE.Material>();
  const textures = new Map<THREE.Texture, TextureCost>();
  scene.traverse((object) => {
    const mesh = object as THREE.Mesh;
    if (!mesh.isMesh || !visibleInTree(mesh)) return;
    const list = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    const elementId = elementOf(mesh);
    let triangles = 0;
    let drawCalls = 0;
    const groups = Array.isArray(mesh.material) ? mesh.geometry.groups : [];
    const draws =
      groups.length > 0
        ? groups.map((group) => ({
            material: list[group.materialIndex ?? 0],
            start: group.start,
            count: group.count,
          }))
        : [{ material: list[0], start: 0, count: Infinity }];
    for (const draw of draws) {
      if (!draw.material || !draw.material.visible) continue;
      drawCalls += 1;
      triangles += trianglesOf(mesh, draw.start, draw.count);
      materials.add(draw.material);
    }
    if (drawCalls === 0) return;
    meshes.push({ elementId, name: mesh.name || mesh.geometry.type, triangles, drawCalls });
    for (const material of list) {
      if (!material) continue;
      const record = material as unknown as Record<string, unknown>;
      for (const slot of TEXTURE_SLOTS) {
        const texture = record[slot] as THREE.Texture | null | undefined;
        if (!texture?.isTexture || textures.has(texture)) continue;
        const size = imageSize(texture);
        if (!size) continue;
        const mipmaps = texture.generateMipmaps ? 4 / 3 : 1;
        textures.set(texture, {
          name: texture.name || (size.url ? size.url.split('/').pop()! : slot),
          width: size.width,
          height: size.height,
          bytes: Math.round(size.width * size.height * 4 * mipmaps),
          material: material.name || material.type,
          slot,
          elementId,
          url: size.url,
        });
      }
    }
  });
  const info = gl.info;
  return {
    triangles: meshes.reduce((sum, mesh) => sum + mesh.triangles, 0),
    drawCalls: meshes.reduce((sum, mesh) => sum + mesh.drawCalls, 0),
    materials: materials.size,
    textureBytes: [...textures.values()].reduce((sum, texture) => sum + texture.bytes, 0),
    meshes,
    textures: [...textures.values()],
    renderer: {
      calls: info.render.calls,
      triangles: info.render.triangles,
      textures: info.memory.textures,
      geometries: info.memory.geometries,
    },
  };
}

function domCost(root: Element | null): PageCost['dom'] {
  if (!root) return { nodes: 0, depth: 0 };
  let nodes = 0;
  let depth = 0;
  const walk = (element: Element, level: number) => {
    nodes += 1;
    if (level > depth) depth = level;
    for (const child of element.children) walk(child, level + 1);
  };
  walk(root, 1);
  return { nodes, depth };
}

/** The page as rendered now: its DOM under `root` and its scenes, added up. */
export function measurePage(root: Element | null): PageCost {
  const scenes = liveScenes().map((live) => measureScene(live.scene, live.gl));
  if (scenes.length === 0) return { dom: domCost(root), scene: null };
  const sum = (pick: (cost: SceneCost) => number) => scenes.reduce((total, cost) => total + pick(cost), 0);
  return {
    dom: domCost(root),
    scene: {
      triangles: sum((cost) => cost.triangles),
      drawCalls: sum((cost) => cost.drawCalls),
      materials: sum((cost) => cost.materials),
      textureBytes: sum((cost) => cost.textureBytes),
      meshes: scenes.flatMap((cost) => cost.meshes),
      textures: scenes.flatMap((cost) => cost.textures),
      renderer: {
        calls: sum((cost) => cost.renderer.calls),
        triangles: sum((cost) => cost.renderer.triangles),
        textures: sum((cost) => cost.renderer.textures),
        geometries: sum((cost) => cost.renderer.geometries),
      },
    },
  };
}
