import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProjectJson } from '../model/project-json.ts';
import { isStaticProject } from './static-page.ts';

const template = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../templates/${name}`, import.meta.url), 'utf8')) as ProjectJson;

const page = (elements: Record<string, unknown>) =>
  ({ pages: { p: { id: 'p', children: Object.keys(elements), elements } } }) as unknown as ProjectJson;

describe('static projects', () => {
  it('takes one page of text, links, icons and prices, on any number of pages, and not widgets, 3D or page logic', () => {
    expect(isStaticProject(template('product-landing-page.json'))).toBe(true);
    expect(isStaticProject(template('3d-product-configurator.json'))).toBe(false);
    expect(isStaticProject(page({ a: { id: 'a', elementType: 'Text', props: {} } }))).toBe(true);
    expect(isStaticProject(page({ a: { id: 'a', elementType: 'Accordion', props: {} } }))).toBe(false);
    expect(isStaticProject(page({ a: { id: 'a', elementType: 'Markdown', props: {} } }))).toBe(false);
    expect(isStaticProject(page({ a: { id: 'a', elementType: 'For', props: {} } }))).toBe(false);
    const twoPages = page({ a: { id: 'a', elementType: 'Text', props: {} } });
    twoPages.pages!.q = { id: 'q', children: [], elements: {} } as never;
    expect(isStaticProject(twoPages)).toBe(true);
    expect(
      isStaticProject(
        page({
          a: { id: 'a', elementType: 'Text', props: { text: { type: 'binding', content: 'state.n' } } },
        }),
      ),
    ).toBe(false);
    expect(
      isStaticProject(
        page({
          a: {
            id: 'a',
            elementType: 'Button',
            props: {},
            eventInteractions: {
              click: { type: 'event', content: { event: { type: 'onClick' }, actions: [] } },
            },
          },
        }),
      ),
    ).toBe(false);
  });
});
