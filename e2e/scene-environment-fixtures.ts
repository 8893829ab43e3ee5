// Scenes for the environment story: a preset HDR as the lit background with two hotspots (one behind
// a box, set to hide behind objects), a Stage lighting a GLB model with its own preset and contact
// shadows, and an environment from an HDR file uploaded to the library.
import { addPage, insertElement, type PropValue } from '@vitrine/core';
import type * as Y from 'yjs';

const staticValue = (content: unknown): PropValue => ({ type: 'static', content });
const assetRef = (asset: { id: string; url: string }): PropValue => ({
  type: 'reference',
  referenceType: 'asset',
  content: asset.id,
  url: asset.url,
});

export const HOTSPOT_CAPTIONS = { hidden: 'Behind the box', shown: 'Beside the box' } as const;

function canvasOn(doc: Y.Doc, label: string) {
  const pageId = addPage(doc, { label });
  const canvas = insertElement(doc, {
    pageId,
    parentId: null,
    elementType: 'Canvas',
    // Shadow maps cost seconds per frame on a software renderer and prove nothing here.
    props: { shadowQuality: staticValue('off'), cameraPosition: staticValue([0, 0, 5]) },
  });
  const add = (elementType: string, props: Record<string, PropValue>, parentId = canvas) =>
    insertElement(doc, { pageId, parentId, elementType, props });
  return { pageId, canvas, add };
}

/** Environment 'sunset' shown as the background; a metal box; a hotspot behind it and one beside it. */
export function buildPresetPage(doc: Y.Doc) {
  const { pageId, add } = canvasOn(doc, 'Preset');
  add('Environment', { preset: staticValue('sunset'), background: staticValue(true) });
  const box = add('mesh', { scale: staticValue([2, 2, 2]) });
  add('boxGeometry', {}, box);
  add('meshStandardMaterial', { metalness: staticValue(1), roughness: staticValue(0.15) }, box);
  const behind = add('Hotspot', { position: staticValue([0, 0, -2]), occlude: staticValue(true) });
  const hiddenText = add('Text', { text: staticValue(HOTSPOT_CAPTIONS.hidden) }, behind);
  const beside = add('Hotspot', { position: staticValue([2.4, 0, 0]), occlude: staticValue(true) });
  const shownText = add('Text', { text: staticValue(HOTSPOT_CAPTIONS.shown) }, beside);
  return { pageId, hiddenText, shownText };
}

/** A Stage lit by the 'city' preset, with contact shadows, around an uploaded GLB. */
export function buildStagePage(doc: Y.Doc, model: { id: string; url: string }) {
  const { pageId, add } = canvasOn(doc, 'Stage');
  const stage = add('Stage', { environment: staticValue('city'), shadows: staticValue(true) });
  add('GltfModel', { src: assetRef(model) }, stage);
  return { pageId };
}

/** An environment from an uploaded HDR file, shown as the background. */
export function buildUploadedEnvironmentPage(doc: Y.Doc, hdr: { id: string; url: string }) {
  const { pageId, add } = canvasOn(doc, 'Uploaded');
  add('Environment', { files: assetRef(hdr), background: staticValue(true) });
  return { pageId };
}

/**
 * A Radiance HDR image of one colour (flat, uncompressed scanlines), `rgbe` the shared-exponent pixel.
 * Scanlines shorter than 8 pixels are never run-length encoded, so the file is header + pixels.
 */
export function flatHdr(rgbe: [number, number, number, number], width = 4, height = 2): Buffer {
  const header = Buffer.from(`#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y ${height} +X ${width}\n`, 'ascii');
  const pixels = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) pixels.set(rgbe, index * 4);
  return Buffer.concat([header, pixels]);
}
