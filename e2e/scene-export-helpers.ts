// The 3D export stories' waits and watches: a preview whose scene shows its meshes, the console's
// errors, and the published page's "View in AR" opened until <model-viewer> has loaded the model.
import type { Frame, Page } from 'playwright-core';
import type { Mesh, Object3D, Scene } from 'three';
import { expect } from 'vitest';

/** The builder's preview frame. */
function previewFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/preview'));
  if (!frame) throw new Error('The builder shows no preview frame');
  return frame;
}

/**
 * Waits until the preview's 3D scene draws `count` meshes for elements: mesh elements, the meshes of
 * loaded models (which load on their own time) and the builder's point-of-interest markers.
 */
export async function waitForSceneMeshes(page: Page, count: number): Promise<void> {
  await page.frameLocator('[data-testid="preview-frame"]').locator('canvas').waitFor({ timeout: 120_000 });
  await previewFrame(page).waitForFunction(
    (wanted) => {
      const scenes = (window as unknown as { vitrineScenes(): Array<{ scene: Scene }> }).vitrineScenes();
      let meshes = 0;
      const owned = (object: Object3D | null): boolean =>
        object !== null && (typeof object.userData.elementId === 'string' || owned(object.parent));
      scenes[0]?.scene.traverse((object) => {
        if ((object as Mesh).isMesh && owned(object)) meshes += 1;
      });
      return meshes >= wanted;
    },
    count,
    { timeout: 120_000 },
  );
}

/** Collects what the page logs as errors (and uncaught exceptions) from now on. */
export function watchConsole(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

/** Opens "View in AR" on a published 3D page; resolves with the GLB its download button saves. */
export async function openArView(page: Page): Promise<Buffer> {
  await page.locator('canvas').waitFor({ timeout: 120_000 });
  // A software renderer draws a staged scene slowly: the click may wait for a frame.
  await page.getByTestId('view-in-ar').click({ timeout: 120_000 });
  await page.getByTestId('model-viewer').waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () => (document.querySelector('model-viewer') as unknown as { loaded?: boolean } | null)?.loaded === true,
    undefined,
    { timeout: 120_000 },
  );
  expect(await page.getByTestId('model-viewer').evaluate((viewer) => viewer.getAttribute('ar-modes'))).toBe(
    'webxr scene-viewer quick-look',
  );
  // The download link holds the GLB the viewer shows: read it as the browser would save it.
  const link = page.getByTestId('download-glb');
  expect(await link.getAttribute('download')).toMatch(/\.glb$/);
  const base64 = await link.evaluate(async (anchor) => {
    const bytes = new Uint8Array(await (await fetch((anchor as HTMLAnchorElement).href)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
