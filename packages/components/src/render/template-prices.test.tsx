// @vitest-environment jsdom
// Every quickstart template's TotalPrice shows what a shopper would expect to pay: prices are stored
// in major units (the currency's main unit, two decimals) in the document, and shown by core's one
// formatPrice. A table lamp costs ₹4,999.00, not ₹4,99,900.00.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ElementJson, ProjectJson } from '../model/project-json.ts';
import { el, fixed, onClick, project } from '../test/fixtures.ts';
import { preloadImplementations } from './dom-implementations.ts';
import { PageRenderer } from './page-renderer.tsx';

afterEach(cleanup);
beforeAll(() => preloadImplementations());

/** The repository's templates/ folder, found from where the tests run (jsdom gives no file URL). */
function templatesFolder(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'templates', 'blank-page.json'))) return path.join(dir, 'templates');
    if (path.dirname(dir) === dir) throw new Error('No templates folder above the working directory');
  }
}
const folder = templatesFolder();
const template = (name: string) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as ProjectJson;

function totalPrices(json: ProjectJson): ElementJson[] {
  return Object.values(json.pages ?? {}).flatMap((page) =>
    Object.values(page.elements ?? {}).filter((element) => element.elementType === 'TotalPrice'),
  );
}

/** The template's TotalPrice on a page of its own, with the template's attributes and prices. */
function renderTotal(json: ProjectJson, price: ElementJson, extra: ElementJson[] = []) {
  const alone = { ...price, parent: undefined } as ElementJson;
  const page = project(
    [alone, ...extra],
    {},
    {
      attributes: json.attributes,
      priceOptions: json.priceOptions,
      currency: json.currency,
      currencies: json.currencies,
    },
  );
  render(<PageRenderer project={page} />);
  return shown();
}

/** The amount on the page: the only text with a currency symbol. */
const shown = () => screen.getByText(/^-?[₹$]/).textContent;

/** What a shopper expects each template's TotalPrice to show on first sight. */
const EXPECTED: Record<string, string> = {
  'product-landing-page.json': '₹4,999.00',
  '3d-product-configurator.json': '₹4,999.00',
};

describe("the templates' prices", () => {
  const names = readdirSync(folder).filter((name) => name.endsWith('.json'));

  it.each(names)('%s shows the amount a shopper expects', (name) => {
    const json = template(name);
    const prices = totalPrices(json);
    if (!(name in EXPECTED)) {
      expect(prices).toEqual([]);
      return;
    }
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(renderTotal(json, price)).toBe(EXPECTED[name]);
      cleanup();
    }
  });

  it('adds the chosen finish of the 3D configurator: ₹500 more for graphite', () => {
    const json = template('3d-product-configurator.json');
    const [price] = totalPrices(json);
    const choose = el('b1', 'Button', {
      props: { label: fixed('Graphite') },
      eventInteractions: onClick({
        type: 'selectAttributeOption',
        attributeId: 'finish',
        optionId: 'graphite',
      }),
    });
    expect(renderTotal(json, price!, [choose])).toBe('₹4,999.00');
    fireEvent.click(screen.getByText('Graphite'));
    expect(shown()).toBe('₹5,499.00');
  });
});
