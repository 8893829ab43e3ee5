import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { insertElement } from '../operations/insert-element.ts';
import { ProjectDocumentSchema } from '../schema/project.ts';
import { pageElements, pagesMap } from './access.ts';
import type { YMap } from './build.ts';
import { PROJECT_ROOT, createProjectDoc } from './create-project.ts';
import { readProject } from './read-project.ts';
import { readValidProject } from './read-valid-project.ts';
import { findTreeProblems } from './tree.ts';

// JSON.stringify writes a NUL and an unpaired surrogate as escapes.
const HOSTILE = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;

function sampleDoc() {
  const doc = createProjectDoc({ label: 'Shop' });
  const pageId = [...pagesMap(doc).keys()][0]!;
  const box = insertElement(doc, { pageId, parentId: null, elementType: 'Box' });
  const text = insertElement(doc, {
    pageId,
    parentId: box,
    elementType: 'Text',
    props: { text: { type: 'static', content: 'Hello' } },
    styles: { color: { type: 'style', content: { type: 'color', value: '#fff' } } },
  });
  return { doc, pageId, box, text };
}

const expectValid = (doc: Y.Doc) => {
  const project = readValidProject(doc);
  const json = JSON.stringify(project);
  expect(json).not.toMatch(HOSTILE);
  for (const page of Object.values(project.pages)) expect(findTreeProblems(page)).toEqual([]);
  if (Object.keys(project.pages).length > 0) {
    expect(ProjectDocumentSchema.safeParse(project).error).toBeUndefined();
  }
  return project;
};

describe('readValidProject', () => {
  it('reads a document the builder wrote as readProject does', () => {
    const { doc } = sampleDoc();
    expect(readValidProject(doc)).toEqual(readProject(doc));
  });

  it('cleans strings and keys, and reads BigInt, binary and XML as JSON can hold them', () => {
    const { doc, pageId, text } = sampleDoc();
    doc.transact(() => {
      doc.getMap(PROJECT_ROOT).set('label', 'Sh\u0000op\ud800');
      const element = pageElements(pagesMap(doc).get(pageId)!).get(text)!;
      const props = element.get('props') as YMap;
      props.set('ti\u0000tle', { type: 'static', content: ['\u0000', { n: 3n, b: new Uint8Array(1) }] });
      props.set('markup', new Y.XmlElement('div'));
    });
    const project = expectValid(doc);
    expect(project.label).toBe('Shop\ufffd');
    expect(project.pages[pageId]!.elements[text]!.props).toEqual({
      text: { type: 'static', content: 'Hello' },
      title: { type: 'static', content: ['', { n: 3 }] },
    });
  });

  it('keeps what parses when shapes are wrong', () => {
    const { doc, pageId, box, text } = sampleDoc();
    doc.transact(() => {
      const project = doc.getMap(PROJECT_ROOT);
      const elements = pageElements(pagesMap(doc).get(pageId)!) as YMap;
      const element = elements.get(text) as YMap;
      (element.get('props') as YMap).set('size', 42);
      element.set('styles', 'bold');
      element.delete('name');
      elements.set('junk', 'not an element');
      (elements.get(box) as YMap).set('children', 7);
      project.set('currencies', 'INR');
      project.delete('config');
      (project.get('pages') as YMap).set('broken', 42);
    });
    const project = expectValid(doc);
    const page = project.pages[pageId]!;
    expect(Object.keys(project.pages)).toEqual([pageId]);
    expect(page.elements.junk).toBeUndefined();
    expect(page.elements[text]).toMatchObject({ name: '', styles: {}, props: { text: expect.any(Object) } });
    expect(page.elements[text]!.props.size).toBeUndefined();
    expect(project.currencies).toEqual(['INR']);
    expect(project.config.themes.default).toBeDefined();
  });

  it('repairs trees and reads a document without pages as one without pages', () => {
    const { doc, pageId, box, text } = sampleDoc();
    doc.transact(() => {
      const elements = pageElements(pagesMap(doc).get(pageId)!);
      elements.get(box)!.set('parent', text);
      (elements.get(text)!.get('children') as Y.Array<string>).push([box, 'ghost']);
    });
    expectValid(doc);
    doc.transact(() => doc.getMap(PROJECT_ROOT).delete('pages'));
    expect(expectValid(doc).pages).toEqual({});
    expect(readValidProject(new Y.Doc()).pages).toEqual({});
  });

  it('reads any document raw writes can make (property)', () => {
    const hostileText = fc.constantFrom('\u0000', '\ud800', 'a\udc00', 'x'.repeat(300), '🚀', '__proto__');
    const value = fc.oneof(
      hostileText,
      fc.integer(),
      fc.constant(null),
      fc.constant({ n: 7n }),
      fc.constant(new Uint8Array(2)),
      fc.constant('kind:map'),
      fc.constant('kind:array'),
      fc.constant('kind:xml'),
      fc.dictionary(hostileText, hostileText, { maxKeys: 2 }).map((record) => ({ ...record })),
    );
    const write = fc.record({
      path: fc.array(fc.nat(30), { minLength: 1, maxLength: 5 }),
      key: hostileText,
      value,
    });
    fc.assert(
      fc.property(fc.array(write, { maxLength: 12 }), (writes) => {
        const { doc } = sampleDoc();
        doc.transact(() => {
          for (const { path, key, value } of writes) {
            // Walk down existing maps by index, then write a hostile key or replace an entry.
            let map: YMap = doc.getMap(PROJECT_ROOT);
            for (const step of path) {
              const entries = [...map.entries()];
              const [name, next] = entries[step % Math.max(entries.length, 1)] ?? [key, undefined];
              if (!(next instanceof Y.Map) || step % 7 === 0) {
                const written =
                  value === 'kind:map'
                    ? new Y.Map()
                    : value === 'kind:array'
                      ? Y.Array.from(['\u0000'])
                      : value === 'kind:xml'
                        ? new Y.XmlElement('x')
                        : value;
                map.set(step % 2 === 0 ? name : key, written);
                break;
              }
              map = next as YMap;
            }
          }
        });
        expectValid(doc);
      }),
      { numRuns: 300 },
    );
  });
});
