// Project content for the preview stories, written through the document operations and appended to
// the project's update log (as a collaborator's edit would be): a product page priced in INR and a
// 3D scene with a box, lights and an uploaded Draco-compressed GLB model.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addAttribute,
  addAttributeOption,
  addEventInteraction,
  addPage,
  addPageState,
  addPriceOption,
  insertElement,
  PROJECT_ROOT,
  updateEventInteraction,
  type PropValue,
} from '@vitrine/core';
import * as Y from 'yjs';
import { projectUpdates } from '../apps/server/src/db/schema.ts';
import { readDocument } from '../apps/server/src/documents/store.ts';
import type { TestServer } from '../apps/server/test/harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Texts and prices the product page shows (INR, major units). */
export const SHOP = {
  title: 'Solitaire Ring',
  button: 'Add to cart',
  statusBefore: 'Not in cart',
  statusAfter: 'In cart',
  attribute: 'Metal',
  options: [
    { label: 'Silver', price: 25_000 },
    { label: 'Gold', price: 1_50_000 },
  ],
  basePrice: 1_00_000,
} as const;

/** The box's colour and the scene background, for the pixel checks. */
const SCENE = { boxColor: '#ef4444', background: '#0f172a' } as const;

const staticValue = (content: unknown): PropValue => ({ type: 'static', content });

/** Applies `edit` to the stored document and appends the change to the update log. */
export async function editProjectDoc(
  server: TestServer,
  projectId: string,
  edit: (doc: Y.Doc) => void,
): Promise<void> {
  const doc = await readDocument(server.app.db, projectId);
  if (!doc) throw new Error(`Project ${projectId} has no document`);
  const before = Y.encodeStateVector(doc);
  edit(doc);
  await server.app.db
    .insert(projectUpdates)
    .values({ projectId, update: Y.encodeStateAsUpdate(doc, before) });
  doc.destroy();
}

export function firstPageId(doc: Y.Doc): string {
  const pages = doc.getMap(PROJECT_ROOT).get('pages') as Y.Map<unknown>;
  const [pageId] = [...pages.keys()];
  if (!pageId) throw new Error('The project has no page');
  return pageId;
}

/**
 * Flex › [Text title, Select over the Metal attribute, TotalPrice, Button, Text bound to page state].
 * The button's click sets the state the last text shows.
 */
export function buildShopPage(doc: Y.Doc, pageId: string): void {
  const attributeId = addAttribute(doc, { label: SHOP.attribute });
  for (const option of SHOP.options) {
    const optionId = addAttributeOption(doc, { attributeId, label: option.label });
    addPriceOption(doc, { ownerId: optionId, currencyCode: 'INR', value: option.price });
  }
  addPageState(doc, { pageId, name: 'status', type: 'string', defaultValue: SHOP.statusBefore });

  const flex = insertElement(doc, {
    pageId,
    parentId: null,
    elementType: 'Flex',
    props: { direction: staticValue('column'), gap: staticValue(12) },
  });
  const child = (elementType: string, props: Record<string, PropValue>) =>
    insertElement(doc, { pageId, parentId: flex, elementType, props });
  child('Text', { text: staticValue(SHOP.title), as: staticValue('h1') });
  child('Select', { attributeId: staticValue(attributeId), placeholder: staticValue('Choose a metal') });
  child('TotalPrice', { basePrice: staticValue(SHOP.basePrice) });
  const button = child('Button', { label: staticValue(SHOP.button) });
  child('Text', { text: { type: 'binding', content: 'state.status', fallback: '' } });

  const interactionId = addEventInteraction(doc, { pageId, elementId: button });
  updateEventInteraction(doc, {
    pageId,
    elementId: button,
    interactionId,
    actions: [{ type: 'setState', name: 'status', value: SHOP.statusAfter }],
  });
}

/** Canvas › [ambient + directional light, red box mesh on the left, the GLB model on the right]. */
export function buildScenePage(doc: Y.Doc, model: { id: string; url: string }): string {
  const pageId = addPage(doc, { label: 'Scene' });
  const canvas = insertElement(doc, {
    pageId,
    parentId: null,
    elementType: 'Canvas',
    props: {
      // Shadows cost seconds per frame on a software renderer and prove nothing here.
      shadowQuality: staticValue('off'),
      background: staticValue(SCENE.background),
      cameraPosition: staticValue([0, 0, 5]),
    },
  });
  const inCanvas = (elementType: string, props: Record<string, PropValue>, parentId = canvas) =>
    insertElement(doc, { pageId, parentId, elementType, props });
  inCanvas('ambientLight', { intensity: staticValue(0.6) });
  inCanvas('directionalLight', { position: staticValue([3, 4, 5]), intensity: staticValue(2) });
  const mesh = inCanvas('mesh', {
    position: staticValue([-1.6, 0, 0]),
    rotation: staticValue([0.5, 0.6, 0]),
    scale: staticValue([1.4, 1.4, 1.4]),
  });
  inCanvas('boxGeometry', {}, mesh);
  inCanvas('meshStandardMaterial', { color: staticValue(SCENE.boxColor), roughness: staticValue(0.6) }, mesh);
  inCanvas('GltfModel', {
    src: { type: 'reference', referenceType: 'asset', content: model.id, url: model.url },
    position: staticValue([1.6, 0, 0]),
    scale: staticValue([1.2, 1.2, 1.2]),
  });
  return pageId;
}

/** Suzanne from @pmndrs/assets: a Draco-compressed GLB shipped as a base64 data URL module. */
export function suzanneGlb(): Buffer {
  const source = readFileSync(
    path.join(root, 'node_modules', '@pmndrs', 'assets', 'models', 'suzi.glb.js'),
    'utf8',
  );
  const base64 = /base64,([A-Za-z0-9+/=]+)/.exec(source)?.[1];
  if (!base64) throw new Error('suzi.glb.js holds no base64 data URL');
  return Buffer.from(base64, 'base64');
}

/** Uploads a file to the project library; resolves with the stored asset's id and URL. */
export async function uploadAsset(
  server: TestServer,
  token: string,
  projectId: string,
  file: { name: string; type: string; bytes: Buffer },
): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}/v2/projects/${projectId}/assets/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; url: string };
}
