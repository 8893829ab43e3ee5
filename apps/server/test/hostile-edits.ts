// fast-check arbitraries of what a raw Yjs client can write into a project document: NUL and
// unpaired surrogates in strings, keys and texts, huge strings, broken element trees (a missing
// parent, a cycle, an id under two parents, a child that does not exist), values of the wrong type
// or Y type, required maps deleted, and content no project has (binary, BigInt, XML, subdocuments).
// An edit names its targets by index; applyHostileEdit resolves them against the document it gets.
import fc from 'fast-check';
import { MAX_DOCUMENT_TEXT_LENGTH, type YMap } from '@vitrine/core';
import * as Y from 'yjs';

/** Any UTF-16 code units: NUL, lone surrogates and halves of pairs included. */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 12 })
  .map((codes) => String.fromCharCode(...codes));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '🚀\ud83d', '__proto__', ''),
  },
  { weight: 4, arbitrary: codeUnits },
  { weight: 1, arbitrary: fc.constant('h'.repeat(MAX_DOCUMENT_TEXT_LENGTH + 5) + '\u0000') },
);

const plainValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constant(null),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }).map((record) => ({ ...record })),
  fc.array(hostileText, { maxLength: 3 }),
  fc.constant({ type: 'static', content: { big: 12n, nested: ['\u0000'] } }),
);

export type HostileEdit =
  | {
      kind: 'text';
      at: 'label' | 'page-label' | 'name' | 'prop' | 'style' | 'token' | 'y-text';
      text: string;
    }
  | { kind: 'key'; in: 'props' | 'styles' | 'elements' | 'pages' | 'root'; key: string; value: unknown }
  | {
      kind: 'tree';
      shape: 'orphan' | 'cycle' | 'two-parents' | 'dangling' | 'remove' | 'self';
      a: number;
      b: number;
    }
  | { kind: 'type'; at: TypeTarget; a: number }
  | {
      kind: 'delete';
      key: 'pages' | 'config' | 'assets' | 'children' | 'props' | 'page-children' | 'elements';
    }
  | { kind: 'foreign'; what: 'binary' | 'xml' | 'sub-document' | 'xml-element' };

type TypeTarget =
  | 'prop-number'
  | 'props-text'
  | 'element-text'
  | 'elements-number'
  | 'page-children-map'
  | 'currencies'
  | 'themes-list'
  | 'price-options'
  | 'label-number'
  | 'parent-number'
  | 'page-text';

export const hostileEdit: fc.Arbitrary<HostileEdit> = fc.oneof(
  fc.record({
    kind: fc.constant('text' as const),
    at: fc.constantFrom('label', 'page-label', 'name', 'prop', 'style', 'token', 'y-text' as const),
    text: hostileText,
  }),
  fc.record({
    kind: fc.constant('key' as const),
    in: fc.constantFrom('props', 'styles', 'elements', 'pages', 'root' as const),
    key: hostileText,
    value: plainValue,
  }),
  fc.record({
    kind: fc.constant('tree' as const),
    shape: fc.constantFrom('orphan', 'cycle', 'two-parents', 'dangling', 'remove', 'self' as const),
    a: fc.nat(10),
    b: fc.nat(10),
  }),
  fc.record({
    kind: fc.constant('type' as const),
    at: fc.constantFrom<TypeTarget>(
      'prop-number',
      'props-text',
      'element-text',
      'elements-number',
      'page-children-map',
      'currencies',
      'themes-list',
      'price-options',
      'label-number',
      'parent-number',
      'page-text',
    ),
    a: fc.nat(10),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    key: fc.constantFrom(
      'pages',
      'config',
      'assets',
      'children',
      'props',
      'page-children',
      'elements' as const,
    ),
  }),
  fc.record({
    kind: fc.constant('foreign' as const),
    what: fc.constantFrom('binary', 'xml', 'sub-document', 'xml-element' as const),
  }),
);

const asMap = (value: unknown): YMap | null => (value instanceof Y.Map ? (value as YMap) : null);

/** The first page, its elements and the element ids in a stable order, as far as they exist. */
function parts(project: YMap) {
  const pages = asMap(project.get('pages'));
  const page = pages ? asMap([...pages.values()][0]) : null;
  const elements = page ? asMap(page.get('elements')) : null;
  const ids = elements ? [...elements.keys()].sort() : [];
  const element = (index: number) => {
    const id = ids[index % Math.max(ids.length, 1)];
    return id === undefined ? null : { id, map: asMap(elements!.get(id)) };
  };
  return { pages, page, elements, ids, element };
}

const childrenOf = (map: YMap | null) => {
  const list = map?.get('children');
  return list instanceof Y.Array ? (list as Y.Array<unknown>) : null;
};

/** Writes one hostile edit into the project root map (inside the caller's transaction). */
export function applyHostileEdit(project: YMap, edit: HostileEdit): void {
  const { pages, page, elements, element } = parts(project);
  const first = element(0);
  switch (edit.kind) {
    case 'text': {
      if (edit.at === 'label') project.set('label', edit.text);
      else if (edit.at === 'page-label') page?.set('label', edit.text);
      else if (edit.at === 'name') first?.map?.set('name', edit.text);
      else if (edit.at === 'prop')
        asMap(first?.map?.get('props'))?.set('text', { type: 'static', content: edit.text });
      else if (edit.at === 'style')
        asMap(first?.map?.get('styles'))?.set('color', {
          type: 'style',
          content: { type: 'color', value: edit.text },
        });
      else if (edit.at === 'token') {
        const themes = asMap(asMap(project.get('config'))?.get('themes'));
        asMap(asMap(themes?.get('default'))?.get('colors'))?.set('brand', edit.text);
      } else {
        const text = new Y.Text();
        text.insert(0, edit.text);
        asMap(first?.map?.get('props'))?.set('notes', text);
      }
      return;
    }
    case 'key': {
      const target = {
        props: asMap(first?.map?.get('props')),
        styles: asMap(first?.map?.get('styles')),
        elements,
        pages,
        root: project,
      }[edit.in];
      target?.set(edit.key, edit.value);
      return;
    }
    case 'tree': {
      const a = element(edit.a);
      const b = element(edit.b);
      if (edit.shape === 'orphan' && elements) {
        const orphan = new Y.Map<unknown>();
        orphan.set('id', 'orphan');
        orphan.set('elementType', 'Box');
        orphan.set('displayName', 'Box');
        orphan.set('name', 'Orphan');
        orphan.set('parent', 'nobody');
        orphan.set('children', Y.Array.from(['nobody-either']));
        elements.set(`orphan-${edit.a}`, orphan);
      } else if (edit.shape === 'cycle' && a?.map && b?.map) {
        a.map.set('parent', b.id);
        b.map.set('parent', a.id);
        childrenOf(a.map)?.push([b.id]);
      } else if (edit.shape === 'two-parents' && a && b?.map) childrenOf(b.map)?.push([a.id]);
      else if (edit.shape === 'dangling') childrenOf(a?.map ?? page)?.push(['does-not-exist']);
      else if (edit.shape === 'remove' && a) elements?.delete(a.id);
      else if (edit.shape === 'self' && a?.map) {
        a.map.set('parent', a.id);
        childrenOf(a.map)?.push([a.id]);
      }
      return;
    }
    case 'type': {
      const target = element(edit.a);
      const config = asMap(project.get('config'));
      if (edit.at === 'prop-number') asMap(target?.map?.get('props'))?.set('text', 42);
      else if (edit.at === 'props-text') target?.map?.set('props', 'props');
      else if (edit.at === 'element-text' && target) elements?.set(target.id, 'an element');
      else if (edit.at === 'elements-number') page?.set('elements', 5);
      else if (edit.at === 'page-children-map') page?.set('children', new Y.Map());
      else if (edit.at === 'currencies') project.set('currencies', { INR: true });
      else if (edit.at === 'themes-list') config?.set('themes', Y.Array.from(['default']));
      else if (edit.at === 'price-options') asMap(project.get('priceOptions'))?.set('x', 'free');
      else if (edit.at === 'label-number') project.set('label', 7);
      else if (edit.at === 'parent-number') target?.map?.set('parent', 3);
      else if (edit.at === 'page-text' && pages) pages.set('page-text', 'a page');
      return;
    }
    case 'delete': {
      if (edit.key === 'children') first?.map?.delete('children');
      else if (edit.key === 'props') first?.map?.delete('props');
      else if (edit.key === 'page-children') page?.delete('children');
      else if (edit.key === 'elements') page?.delete('elements');
      else project.delete(edit.key);
      return;
    }
    case 'foreign': {
      const props = asMap(first?.map?.get('props')) ?? project;
      if (edit.what === 'binary') props.set('bytes', new Uint8Array([0, 0, 1]));
      else if (edit.what === 'xml') props.set('markup', new Y.XmlText('<b>\u0000</b>'));
      else if (edit.what === 'xml-element') project.set('fragment', new Y.XmlElement('div'));
      else props.set('document', new Y.Doc());
    }
  }
}
