// Every quickstart template, forked as the dashboard does: a 3D one exports from the builder as GLB
// (this configuration and all material variants) and USDZ, each GLB passing the Khronos glTF
// validator with no error or warning and the USDZ loading back with three.js; its published page's
// "View in AR" shows the product in <model-viewer> with nothing logged as an error. A template
// without a 3D scene says so in the Export 3D menu.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_PLAN, subscribe } from '../apps/server/test/billing-fixtures.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { api, forkTemplate, openBuilder, signIn, type SignedIn } from './builder-helpers.ts';
import { EXPORT_ITEMS, expectValidGlb, exportFrom, glbJson, loadUsdz } from './export-checks.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';
import { openArView, waitForSceneMeshes, watchConsole } from './scene-export-helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface TemplateFile {
  templateId: string;
  label: string;
  pages: Record<string, { elements: Record<string, { elementType: string }> }>;
  attributes: Record<string, { options: Array<{ label: string }> }>;
}

const templates = readdirSync(path.join(root, 'templates'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(root, 'templates', file), 'utf8')) as TemplateFile);

/** The template's mesh elements on its page with a Canvas (none: no 3D scene). */
function meshCount(template: TemplateFile): number {
  const page = Object.values(template.pages)[0]!;
  const elements = Object.values(page.elements);
  if (!elements.some((element) => element.elementType === 'Canvas')) return 0;
  return elements.filter((element) => element.elementType === 'mesh').length;
}

describe('3D export of the quickstart templates', () => {
  let server: TestServer;
  let author: Browser;
  let visitor: Browser;
  let user: SignedIn;
  let teamId: string;

  beforeAll(async () => {
    server = await startStudio();
    [author, visitor] = await Promise.all([
      openBrowser(),
      openBrowser({ viewport: { width: 1280, height: 860 } }),
    ]);
    user = await signIn(author.page, server, 'templates-3d@example.com');
    await subscribe(server, { token: user.accessToken }, UNLIMITED_PLAN);
    teamId = (await api<{ items: { id: string }[] }>(server, user.accessToken, 'GET', '/v2/teams')).items[0]!
      .id;
  });

  afterAll(async () => {
    await Promise.all([author?.close(), visitor?.close()]);
    await server?.close();
  });

  it('ships at least one 3D template', () => {
    expect(templates.filter((template) => meshCount(template) > 0).length).toBeGreaterThan(0);
  });

  for (const template of templates) {
    const meshes = meshCount(template);
    if (meshes === 0) {
      it(`says "${template.label}" has no 3D scene to export`, async () => {
        const { page } = author;
        await openBuilder(page, server, await forkTemplate(server, user, template.templateId));
        await page.getByTestId('export-3d-button').click();
        const menu = page.getByTestId('export-3d-menu');
        await menu.getByText('This page has no 3D scene').waitFor();
        for (const label of Object.values(EXPORT_ITEMS))
          expect(
            await menu.getByRole('menuitem', { name: label }).getAttribute('data-disabled'),
          ).not.toBeNull();
        await page.keyboard.press('Escape');
      });
      continue;
    }

    it(`exports "${template.label}" as valid GLB and USDZ, and shows it in AR`, async () => {
      const { page } = author;
      const projectId = await forkTemplate(server, user, template.templateId);
      await openBuilder(page, server, projectId);
      await waitForSceneMeshes(page, meshes);

      const current = await exportFrom(page, EXPORT_ITEMS.current);
      await expectValidGlb(current, `${template.label}: this configuration`);
      const shown = glbJson(current);
      // The product's meshes only: no shadow plane, helper or light.
      expect(shown.nodes!.filter((node) => node.mesh !== undefined)).toHaveLength(meshes);
      expect(shown.extensionsUsed ?? []).not.toContain('KHR_lights_punctual');
      expect(shown.materials!.every((material) => material.name)).toBe(true);

      const all = await exportFrom(page, EXPORT_ITEMS.all);
      await expectValidGlb(all, `${template.label}: all material variants`);
      const options = Object.values(template.attributes).flatMap((attribute) =>
        attribute.options.map((option) => ({ name: option.label })),
      );
      if (options.length > 0)
        expect(glbJson(all).extensions?.KHR_materials_variants?.variants).toEqual(options);

      const usdz = await loadUsdz(page, await exportFrom(page, EXPORT_ITEMS.usdz));
      expect(usdz).toHaveLength(meshes);
      expect(usdz.every((mesh) => mesh.vertices > 0 && mesh.material)).toBe(true);
      await screenshot(page, `template-export-${template.templateId}`);

      await api(server, user.accessToken, 'PATCH', `/v2/teams/${teamId}/projects/${projectId}`, {
        allowedDomains: ['shop.example.com'],
      });
      await api(server, user.accessToken, 'POST', `/v2/projects/${projectId}/releases`, {
        description: 'AR',
      });
      const errors = watchConsole(visitor.page);
      await visitor.page.goto(`${server.url}/p/${projectId}/`);
      const glb = await openArView(visitor.page);
      await expectValidGlb(glb, `${template.label}: View in AR`);
      await screenshot(visitor.page, `template-ar-${template.templateId}`);
      expect(errors()).toEqual([]);
      await visitor.page.getByRole('button', { name: 'Close' }).click();
    }, 300_000);
  }
});
