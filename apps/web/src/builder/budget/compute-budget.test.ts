import { createProjectDoc, insertElement, readProject, type PropValue } from '@vitrine/core';
import type { PageCost } from '@vitrine/components';
import { describe, expect, it } from 'vitest';
import { computeBudget, type ServerBudget } from './compute-budget.ts';

const MB = 1024 * 1024;
const value = (content: unknown): PropValue => ({ type: 'static', content });
const MODEL_URL = '/files/0123456789abcdef0123456789abcdef/chair.glb';

function setup() {
  const doc = createProjectDoc({ label: 'Shop' });
  const pageId = Object.keys(readProject(doc).pages)[0]!;
  const canvas = insertElement(doc, { pageId, parentId: null, elementType: 'Canvas', props: {} });
  const model = insertElement(doc, {
    pageId,
    parentId: canvas,
    elementType: 'GltfModel',
    name: 'Chair',
    props: { src: { type: 'reference', referenceType: 'asset', content: 'file-1', url: MODEL_URL } },
  });
  insertElement(doc, {
    pageId,
    parentId: canvas,
    elementType: 'Environment',
    props: { preset: value('city') },
  });
  return { document: readProject(doc), pageId, model };
}

const server = (modelBytes: number): ServerBudget => ({
  bundle: {
    runtimeBytes: 600_000,
    staticBytes: 8_000,
    sceneBytes: 1_400_000,
    fontBytes: 60_000,
    environments: { city: 130_000 },
  },
  files: [
    { id: 'file-1', url: MODEL_URL, name: 'chair.glb', mimeType: 'model/gltf-binary', size: modelBytes },
  ],
});

function cost(model: string, overrides: Partial<NonNullable<PageCost['scene']>> = {}): PageCost {
  return {
    dom: { nodes: 40, depth: 8 },
    scene: {
      triangles: 12_000,
      drawCalls: 3,
      materials: 2,
      textureBytes: 4 * MB,
      meshes: [{ elementId: model, name: 'Seat', triangles: 12_000, drawCalls: 3 }],
      textures: [],
      renderer: { calls: 5, triangles: 20_000, textures: 1, geometries: 3 },
      ...overrides,
    },
  };
}

describe('computeBudget', () => {
  it('adds up the download: runtime, 3D renderer, font, environment map and the page’s files', () => {
    const { document, pageId, model } = setup();
    const budget = computeBudget({ document, pageId, cost: cost(model), server: server(500_000) })!;
    const download = budget.metrics.find((metric) => metric.id === 'download')!;
    expect(download.value).toBe(600_000 + 1_400_000 + 60_000 + 130_000 + 500_000);
    expect(download).toMatchObject({ target: 3 * MB, status: 'ok' });
    expect(budget.files).toEqual([{ assetId: 'file-1', name: 'chair.glb', size: 500_000, url: MODEL_URL }]);
    expect(budget.issues).toEqual([]);
    expect(budget.targets.triangles).toBe(250_000);
  });

  it('counts the small script of a static page instead of the runtime', () => {
    const doc = createProjectDoc({ label: 'Shop' });
    const pageId = Object.keys(readProject(doc).pages)[0]!;
    insertElement(doc, { pageId, parentId: null, elementType: 'Text', props: { text: value('Oak') } });
    const budget = computeBudget({ document: readProject(doc), pageId, cost: null, server: server(0) })!;
    expect(budget.metrics.find((metric) => metric.id === 'javascript')!.value).toBe(8_000 + 60_000);
  });

  it('names the element and the fix of what is over budget, with a compress action', () => {
    const { document, pageId, model } = setup();
    const budget = computeBudget({
      document,
      pageId,
      server: server(2 * MB),
      cost: cost(model, {
        triangles: 400_000,
        drawCalls: 140,
        meshes: [{ elementId: model, name: 'Seat', triangles: 400_000, drawCalls: 140 }],
        textures: [
          {
            name: 'fabric',
            width: 4096,
            height: 4096,
            bytes: 89 * MB,
            material: 'Material 3',
            slot: 'map',
            elementId: model,
            url: null,
          },
        ],
      }),
    })!;
    const titles = budget.issues.map((issue) => issue.title);
    expect(titles).toContain('Texture 4096×4096 on Material 3 (map)');
    const texture = budget.issues.find((issue) => issue.title.startsWith('Texture'))!;
    expect(texture.fix).toContain('Resize to 2048²');
    expect(texture.compress).toEqual({ assetId: 'file-1', name: 'chair.glb', url: MODEL_URL });
    expect(titles).toContain('400,000 triangles (target 250,000); Chair has 400,000');
    expect(titles).toContain('140 draw calls (target fewer than 100, at most 800)');
    expect(budget.issues.find((issue) => issue.id === 'file-file-1')?.compress?.assetId).toBe('file-1');
    expect(budget.metrics.find((metric) => metric.id === 'triangles')?.status).toBe('over');
  });
});
