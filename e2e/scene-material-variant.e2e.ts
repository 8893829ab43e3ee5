// A product configurator's finishes on a model: a Material variant inside a GLTF model dresses the
// model's meshes with the chosen material asset (every mesh, or the one picked in Model mesh), and
// choosing another variant swaps the finish; a Material variant where it can dress nothing (in a
// group) says so in the diagnostics panel, with what to do.
import type { Page } from 'playwright-core';
import { addMaterialAsset, addPage, insertElement, type PropValue } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import { createProject, openBuilder, row, signIn, type SignedIn } from './builder-helpers.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { editProjectDoc, suzanneGlb, uploadAsset } from './preview-fixtures.ts';

const value = (content: unknown): PropValue => ({ type: 'static', content });

/** The colour and name of every mesh material under the 3D object of `elementId`, in the preview. */
function modelMaterials(page: Page, elementId: string) {
  return page
    .frameLocator('[data-testid="preview-frame"]')
    .locator('body')
    .evaluate((_body, id) => {
      type Node = {
        isMesh?: boolean;
        userData: { elementId?: string };
        material?: { name: string; color?: { getHexString(): string } };
        traverse(visit: (node: Node) => void): void;
      };
      const found: string[] = [];
      for (const live of (
        window as unknown as { vitrineScenes: () => Array<{ scene: Node }> }
      ).vitrineScenes())
        live.scene.traverse((node) => {
          if (node.userData.elementId !== id) return;
          node.traverse((child) => {
            if (child.isMesh && child.material)
              found.push(`${child.material.name} #${child.material.color?.getHexString() ?? ''}`);
          });
        });
      return found;
    }, elementId);
}

describe('material variants on a model', () => {
  let server: TestServer;
  let browser: Browser;
  let user: SignedIn;
  let projectId = '';
  let pageId = '';
  let modelId = '';

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    user = await signIn(browser.page, server, 'configurator@example.com');
    ({ projectId } = await createProject(server, user, 'Monkey chair'));
    const model = await uploadAsset(server, user.accessToken, projectId, {
      name: 'suzanne.glb',
      type: 'model/gltf-binary',
      bytes: suzanneGlb(),
    });
    await editProjectDoc(server, projectId, (doc) => {
      const red = addMaterialAsset(doc, { name: 'Red lacquer', data: { color: '#dc2626', roughness: 0.4 } });
      const blue = addMaterialAsset(doc, {
        name: 'Blue lacquer',
        data: { color: '#2563eb', roughness: 0.4 },
      });
      pageId = addPage(doc, { label: 'Configurator' });
      const add = (
        elementType: string,
        props: Record<string, PropValue>,
        parentId: string | null,
        name: string,
      ) => insertElement(doc, { pageId, parentId, elementType, props, name });
      const canvas = add(
        'Canvas',
        { shadowQuality: value('off'), cameraPosition: value([0, 0, 4]) },
        null,
        'Scene',
      );
      add('ambientLight', { intensity: value(1) }, canvas, 'Light');
      modelId = add(
        'GltfModel',
        { src: { type: 'reference', referenceType: 'asset', content: model.id, url: model.url } },
        canvas,
        'Chair',
      );
      const finishes = value([
        { label: 'Red', asset: { id: red } },
        { label: 'Blue', asset: { id: blue } },
      ]);
      add('MaterialVariant', { variants: finishes, value: value('Red') }, modelId, 'Finish');
      const group = add('Group', {}, canvas, 'Props');
      add('MaterialVariant', { variants: finishes }, group, 'Stray finish');
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('dresses the model with the chosen variant and swaps it when another is chosen', async () => {
    const { page } = browser;
    await openBuilder(page, server, projectId, `?pageId=${pageId}`);
    await page.frameLocator('[data-testid="preview-frame"]').locator('canvas').waitFor();
    await expect
      .poll(() => modelMaterials(page, modelId), { timeout: 60_000, interval: 250 })
      .toEqual(['Red lacquer #dc2626']);

    for (const parent of ['Scene', 'Chair'])
      await row(page, parent).getByRole('button', { name: 'Expand' }).click();
    await row(page, 'Finish').click();
    await page.getByRole('button', { name: 'General' }).click();
    const mesh = page.getByTestId('prop-mesh').getByLabel('Model mesh');
    await expect
      .poll(() => mesh.locator('option').allTextContents())
      .toEqual(['Every mesh of the model', 'mesh']);
    const selected = page.getByTestId('prop-value').getByLabel('Selected label', { exact: true });
    await selected.fill('Blue');
    await selected.press('Enter');
    await expect
      .poll(() => modelMaterials(page, modelId), { timeout: 30_000 })
      .toEqual(['Blue lacquer #2563eb']);
    await mesh.selectOption('mesh');
    await expect
      .poll(() => modelMaterials(page, modelId), { timeout: 30_000 })
      .toEqual(['Blue lacquer #2563eb']);
    await screenshot(page, 'material-variant-on-model');
  });

  it('says in the diagnostics why a variant in a group changes nothing', async () => {
    const { page } = browser;
    const panel = page.getByTestId('diagnostics');
    await panel.getByRole('button', { name: 'Component diagnostics (1)' }).click();
    await panel.getByRole('button', { name: /^Stray finish/ }).hover();
    await page
      .getByRole('tooltip')
      .getByText(
        'A material variant dresses its parent: move it into a Mesh or a GLTF model (it changes nothing here).',
      )
      .waitFor();
    await screenshot(page, 'material-variant-diagnostics');
  });
});
