// The commerce story of the property panel: an attribute with two options priced in INR and USD is
// made in the Commerce tab, a TotalPrice and a Select over the attribute are inserted, and choosing
// an option in the live preview changes the total (₹ with lakh grouping).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/harness.ts';
import {
  clickInPreview,
  createProject,
  insertComponent,
  openBuilder,
  signIn,
  waitForOutline,
} from './builder-helpers.ts';
import { openBrowser, startStudio, type Browser } from './harness.ts';

const PRICES = [
  { label: 'Silver', inr: '25000', usd: '300' },
  { label: 'Gold', inr: '150000', usd: '1800' },
] as const;

describe('commerce tab', () => {
  let server: TestServer;
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    server = await startStudio();
    browser = await openBrowser();
    const user = await signIn(browser.page, server, 'ada@example.com');
    ({ projectId } = await createProject(server, user, 'Commerce story'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const frame = () => browser.page.frameLocator('[data-testid="preview-frame"]');

  /** Opens a property folder unless it already is (the panel keeps a folder open across selections). */
  async function openFolder(title: string) {
    const trigger = browser.page.getByTestId('property-panel').getByRole('button', { name: title });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  }

  it('makes an attribute with two options priced in INR and USD', async () => {
    const { page } = browser;
    // Live mode: clicks in the preview run the page instead of selecting elements.
    await openBuilder(page, server, projectId, '?mode=live');
    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Commerce' }).click();
    const commerce = page.getByTestId('commerce-panel');
    await commerce.getByRole('button', { name: 'Add attribute' }).click();
    const attribute = commerce.getByTestId('attribute');
    await attribute.waitFor();
    const label = attribute.getByLabel('Attribute label');
    await label.fill('Metal');
    await label.press('Enter');
    await attribute.getByTestId('attribute-slug').getByText('metal', { exact: true }).waitFor();

    const addOption = attribute.getByRole('button', { name: 'Add option' });
    await addOption.click();
    await attribute.getByTestId('attribute-option').nth(0).waitFor();
    await addOption.click();
    await attribute.getByTestId('attribute-option').nth(1).waitFor();

    for (const [index, price] of PRICES.entries()) {
      const option = attribute.getByTestId('attribute-option').nth(index);
      const optionLabel = option.getByLabel('Option label');
      await optionLabel.fill(price.label);
      await optionLabel.press('Enter');
      const prices = option.getByTestId('price-options');
      const addPrice = prices.getByRole('button', { name: 'Add Price Option' });
      expect(await addPrice.isEnabled()).toBe(true);
      await addPrice.click();
      const inr = prices.getByLabel('Price in INR');
      await inr.fill(price.inr);
      await inr.press('Enter');
      await addPrice.click();
      const usd = prices.getByLabel('Price in USD');
      await usd.fill(price.usd);
      await usd.press('Enter');
      // Each currency once: with INR and USD priced, no currency is left to add.
      await page.waitForFunction(
        (button) => (button as HTMLButtonElement).disabled,
        await addPrice.elementHandle(),
      );
    }
    // The first option is the default.
    expect(await attribute.getByLabel('Default option').first().isChecked()).toBe(true);
    expect(await attribute.getByLabel('Option label').nth(1).inputValue()).toBe('Gold');
    expect(await attribute.getByLabel('Price in INR').nth(1).inputValue()).toBe('150000');
    expect(await attribute.getByLabel('Price in USD').nth(0).inputValue()).toBe('300');
  });

  it('shows the total of the chosen option in the preview', async () => {
    const { page } = browser;
    await page.getByTestId('selection-panel').getByRole('tab', { name: 'Properties' }).click();

    await insertComponent(page, 'TotalPrice');
    await waitForOutline(page, [{ label: 'Total price', level: 1 }]);
    await openFolder('General');
    const base = page.getByTestId('prop-basePrice').getByLabel('Base price', { exact: true });
    await base.fill('100000');
    await base.press('Enter');

    await insertComponent(page, 'Select');
    await waitForOutline(page, [
      { label: 'Total price', level: 1 },
      { label: 'Select', level: 1 },
    ]);
    await openFolder('General');
    const bound = page.getByTestId('prop-attributeId').getByLabel('Attribute', { exact: true });
    await bound.fill('metal');
    await bound.press('Enter');

    // The default option (Silver): ₹1,00,000 + ₹25,000, grouped in lakhs.
    const root = frame().getByTestId('preview-root');
    await root.getByText('₹1,25,000.00', { exact: true }).waitFor();
    const select = root.getByRole('combobox');
    await select.getByText('Silver').waitFor();

    await clickInPreview(browser.page, select);
    await clickInPreview(browser.page, frame().getByRole('option', { name: 'Gold' }));
    await root.getByText('₹2,50,000.00', { exact: true }).waitFor();
    expect(await select.textContent()).toContain('Gold');
  });
});
