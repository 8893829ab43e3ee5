import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProjectJson } from '../model/project-json.ts';
import { isServerRenderedProject, isStaticProject } from './static-page.ts';

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

  it('has the server render for hydration pages with page logic or a scene around components it renders', () => {
    expect(isServerRenderedProject(template('3d-product-configurator.json'))).toBe(true);
    // A static project is served without the renderer, not hydrated.
    expect(isServerRenderedProject(template('product-landing-page.json'))).toBe(false);
    const scene = {
      canvas: { id: 'canvas', elementType: 'Canvas', parent: null, props: {} },
      group: { id: 'group', elementType: 'group', parent: 'canvas', props: {} },
      mesh: { id: 'mesh', elementType: 'mesh', parent: 'group', props: {} },
    };
    expect(isServerRenderedProject(page(scene))).toBe(true);
    expect(
      isServerRenderedProject(
        page({ ...scene, tabs: { id: 'tabs', elementType: 'Tabs', parent: null, props: {} } }),
      ),
    ).toBe(false);
    // Outside a scene, a 3D element is not the server's to render; a loop of parents ends the walk.
    expect(isServerRenderedProject(page({ mesh: { id: 'mesh', elementType: 'mesh', parent: null } }))).toBe(
      false,
    );
    expect(
      isServerRenderedProject(
        page({
          a: { id: 'a', elementType: 'mesh', parent: 'b' },
          b: { id: 'b', elementType: 'group', parent: 'a' },
        }),
      ),
    ).toBe(false);
    expect(isServerRenderedProject({ pages: {} } as ProjectJson)).toBe(false);
  });
});
