import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  MAX_DOCUMENT_TEXT_LENGTH,
  PROJECT_ROOT,
  insertElement,
  pageElements,
  pagesMap,
  projectJson,
  validateTree,
  type YMap,
} from '@vitrine/core';
import { createDocumentRepair } from './document-repair.ts';
import { createRoom, quietLogger } from './repair-room-fixture.ts';

const page = (doc: Y.Doc, pageId: string) => pagesMap(doc).get(pageId)!;
const elements = (doc: Y.Doc, pageId: string) => pageElements(page(doc, pageId));
const element = (doc: Y.Doc, pageId: string, id: string) => elements(doc, pageId).get(id)!;
const children = (map: YMap) => map.get('children') as Y.Array<string>;

// JSON.stringify writes a NUL and an unpaired surrogate as escapes.
const HOSTILE = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;
const hasHostileText = (value: unknown): boolean => HOSTILE.test(JSON.stringify(value) ?? '');

describe('the repair of client updates', () => {
  it('takes NUL characters out of values and nested JSON and replaces unpaired surrogates', () => {
    const room = createRoom();
    const author = room.client();
    let id = '';
    author.write((_project, doc) => {
      id = insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Text' });
    });
    author.write((project, doc) => {
      project.set('label', 'Sh\u0000op \ud800 🚀');
      const props = element(doc, room.pageId, id).get('props') as YMap;
      props.set('text', { type: 'static', content: { lines: ['a\u0000b', 'c\udc00d'], n: 1 } });
      element(doc, room.pageId, id).set('name', '\u0000\u0000Title');
    });
    const json = projectJson(room.server);
    expect(json.label).toBe('Shop \ufffd 🚀');
    const stored = element(room.server, room.pageId, id);
    expect((stored.get('props') as YMap).get('text')).toEqual({
      type: 'static',
      content: { lines: ['ab', 'c\ufffdd'], n: 1 },
    });
    expect(stored.get('name')).toBe('Title');
    // The author hears the repair back, like everyone else.
    expect(author.doc.getMap(PROJECT_ROOT).get('label')).toBe('Shop \ufffd 🚀');
    expect(room.errors).toEqual([]);
  });

  it('moves a value under a key with NUL to the cleaned key, or drops it when it cannot move', () => {
    const room = createRoom();
    const author = room.client();
    let id = '';
    author.write((_project, doc) => {
      id = insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Text' });
    });
    author.write((_project, doc) => {
      const props = element(doc, room.pageId, id).get('props') as YMap;
      props.set('co\u0000lor', { type: 'static', content: 'red' });
      props.set('size', { type: 'static', content: 1 });
      props.set('si\u0000ze', { type: 'static', content: 2 });
      props.set('\u0000', { type: 'static', content: 3 });
      props.set('__proto__', { type: 'static', content: 4 });
      props.set('nested', { type: 'static', content: { 'k\u0000': 1, k: 2, 'j\u0000': 3 } });
      const styles = new Y.Map<unknown>();
      styles.set('wi\u0000dth', 'auto');
      element(doc, room.pageId, id).set('sty\u0000les2', styles);
    });
    const stored = element(room.server, room.pageId, id);
    expect((stored.get('props') as YMap).toJSON()).toEqual({
      color: { type: 'static', content: 'red' },
      size: { type: 'static', content: 1 },
      nested: { type: 'static', content: { k: 2, j: 3 } },
    });
    expect((stored.get('styles2') as YMap).toJSON()).toEqual({ width: 'auto' });
    expect(stored.has('sty\u0000les2')).toBe(false);
    expect(hasHostileText(projectJson(room.server))).toBe(false);
    expect(room.errors).toEqual([]);
  });

  it('cleans Y.Text and Y.Array contents', () => {
    const room = createRoom();
    const author = room.client();
    author.write((project) => {
      const text = new Y.Text();
      text.insert(0, 'one\u0000two\ud83d');
      project.set('notes', text);
      project.set('tags', Y.Array.from(['a\u0000', 'b', { c: '\u0000' }]));
    });
    author.write((project) => (project.get('notes') as Y.Text).insert(3, '\udc00\u0000!'));
    const project = room.server.getMap(PROJECT_ROOT);
    expect(project.get('notes')!.toString()).toBe('one\ufffd!two\ufffd');
    expect((project.get('tags') as Y.Array<unknown>).toJSON()).toEqual(['a', 'b', { c: '' }]);
    expect(room.errors).toEqual([]);
  });

  it('caps texts at the limit REST applies to the same field, and others at 1 MiB', () => {
    const room = createRoom();
    const author = room.client();
    let id = '';
    author.write((project, doc) => {
      id = insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Text' });
      project.set('label', 'x'.repeat(300));
      const themes = (project.get('config') as YMap).get('themes') as YMap;
      const imports = (themes.get('default') as YMap).get('imports') as Y.Array<unknown>;
      imports.push([{ family: 'F'.repeat(150), url: '/files/a/font.woff2' }]);
    });
    author.write((_project, doc) => {
      const props = element(doc, room.pageId, id).get('props') as YMap;
      props.set('text', { type: 'static', content: 'y'.repeat(MAX_DOCUMENT_TEXT_LENGTH + 10) });
      const text = new Y.Text();
      text.insert(0, 'z'.repeat(MAX_DOCUMENT_TEXT_LENGTH - 1) + '🚀🚀');
      props.set('long', text);
    });
    const json = projectJson(room.server) as {
      label: string;
      config: { themes: { default: { imports: Array<{ family: string }> } } };
    };
    expect(json.label).toHaveLength(200);
    expect(json.config.themes.default.imports[0]!.family).toHaveLength(100);
    const props = element(room.server, room.pageId, id).get('props') as YMap;
    expect((props.get('text') as { content: string }).content).toHaveLength(MAX_DOCUMENT_TEXT_LENGTH);
    // Cut before the emoji rather than through it.
    expect(props.get('long')!.toString()).toHaveLength(MAX_DOCUMENT_TEXT_LENGTH - 1);
    expect(room.errors).toEqual([]);
  });

  it('turns BigInt into numbers and drops binary, XML and subdocuments', () => {
    const room = createRoom();
    const author = room.client();
    author.write((project) => {
      project.set('count', { n: 12n });
      project.set('bytes', new Uint8Array([0, 1, 2]));
      project.set('markup', new Y.XmlElement('div'));
      project.set('sub', new Y.Doc());
      project.set('list', Y.Array.from([[2n], new Uint8Array([1]), new Y.XmlText('t'), 'ok'] as never[]));
    });
    const project = room.server.getMap(PROJECT_ROOT);
    expect(project.get('count')).toEqual({ n: 12 });
    expect(['bytes', 'markup', 'sub'].filter((key) => project.has(key))).toEqual([]);
    expect((project.get('list') as Y.Array<unknown>).toJSON()).toEqual([[2], 'ok']);
    expect(() => JSON.stringify(project.toJSON())).not.toThrow();
    expect(room.errors).toEqual([]);
  });

  it('repairs an element whose parent is missing, a cycle, an id under two parents and a dangling child', () => {
    const room = createRoom();
    const author = room.client();
    const ids: string[] = [];
    author.write((_project, doc) => {
      for (let index = 0; index < 3; index += 1) {
        ids.push(insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Box' }));
      }
    });
    const [a, b, c] = ids as [string, string, string];
    const breaks: Array<(doc: Y.Doc) => void> = [
      (doc) => element(doc, room.pageId, a).set('parent', 'ghost'),
      (doc) => {
        element(doc, room.pageId, a).set('parent', b);
        element(doc, room.pageId, b).set('parent', a);
      },
      (doc) => children(element(doc, room.pageId, c)).push([a]),
      (doc) => children(element(doc, room.pageId, b)).push(['nobody']),
      (doc) => elements(doc, room.pageId).delete(c),
      // Moved under b without leaving the root list.
      (doc) => {
        element(doc, room.pageId, a).set('parent', b);
        children(element(doc, room.pageId, b)).push([a]);
      },
    ];
    for (const write of breaks) {
      author.write((_project, doc) => write(doc));
      expect(validateTree(room.server)).toEqual([]);
      expect(validateTree(author.doc)).toEqual([]);
    }
    expect(room.errors).toEqual([]);
  });

  it('repairs concurrent moves of one element to two parents', () => {
    const room = createRoom();
    const first = room.client();
    const ids: string[] = [];
    first.write((_project, doc) => {
      for (let index = 0; index < 3; index += 1) {
        ids.push(insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Box' }));
      }
    });
    const [moved, left, right] = ids as [string, string, string];
    const second = room.client();
    const moveUnder = (target: string) => (_project: YMap, doc: Y.Doc) => {
      const root = page(doc, room.pageId).get('children') as Y.Array<string>;
      root.delete(root.toArray().indexOf(moved), 1);
      children(element(doc, room.pageId, target)).push([moved]);
      element(doc, room.pageId, moved).set('parent', target);
    };
    first.write(moveUnder(left), { pull: false });
    second.write(moveUnder(right), { pull: false });
    expect(validateTree(room.server)).toEqual([]);
    first.pull();
    second.pull();
    expect(validateTree(first.doc)).toEqual([]);
    expect(first.doc.getMap(PROJECT_ROOT).toJSON()).toEqual(second.doc.getMap(PROJECT_ROOT).toJSON());
  });

  it('checks the trees of a document’s first update whole', () => {
    const room = createRoom();
    const author = room.client();
    author.write((_project, doc) => {
      const id = insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Box' });
      element(doc, room.pageId, id).set('parent', 'ghost');
    });
    expect(validateTree(room.server)).toEqual([]);
  });

  it('puts back the parts readers assume and deletes entries that cannot be elements or pages', () => {
    const room = createRoom();
    const author = room.client();
    let id = '';
    author.write((_project, doc) => {
      id = insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Box' });
    });
    author.write((project, doc) => {
      element(doc, room.pageId, id).delete('props');
      element(doc, room.pageId, id).set('styles', 'none');
      (elements(doc, room.pageId) as YMap).set('junk', 42);
      page(doc, room.pageId).set('children', 'nope');
      (project.get('pages') as YMap).set('not-a-page', [1, 2]);
      project.delete('assets');
    });
    const stored = element(room.server, room.pageId, id);
    expect(stored.get('props')).toBeInstanceOf(Y.Map);
    expect(stored.get('styles')).toBeInstanceOf(Y.Map);
    expect(elements(room.server, room.pageId).has('junk')).toBe(false);
    expect((page(room.server, room.pageId).get('children') as Y.Array<string>).toArray()).toEqual([id]);
    expect(pagesMap(room.server).has('not-a-page')).toBe(false);
    expect(room.server.getMap(PROJECT_ROOT).get('assets')).toBeInstanceOf(Y.Map);
    expect(validateTree(room.server)).toEqual([]);
    expect(room.errors).toEqual([]);
  });

  it('writes nothing for an ordinary edit, and never throws', () => {
    const room = createRoom();
    const author = room.client();
    let id = '';
    author.write((_project, doc) => {
      id = insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Text' });
    });
    const before = room.repairs();
    author.write((_project, doc) => {
      (element(doc, room.pageId, id).get('props') as YMap).set('text', { type: 'static', content: 'Hi 🚀' });
      element(doc, room.pageId, id).set('name', 'Greeting');
    });
    author.write((_project, doc) => {
      const other = insertElement(doc, { pageId: room.pageId, parentId: id, elementType: 'Text' });
      element(doc, room.pageId, other).set('name', 'Child');
    });
    expect(room.repairs()).toBe(before);

    const { logger, errors } = quietLogger();
    const repair = createDocumentRepair(logger);
    expect(() => repair('project', room.server, {} as Y.Transaction)).not.toThrow();
    expect(errors).toHaveLength(1);
  });

  it('keeps every tree valid whatever raw writes clients send (property)', () => {
    const action = fc.record({
      kind: fc.constantFrom(
        'insert',
        'move',
        'set-parent',
        'list-under',
        'unlist',
        'delete-element',
        'delete-list',
        'replace-children',
      ),
      target: fc.nat(20),
      other: fc.nat(20),
      at: fc.nat(5),
    });
    // Two authors, each hearing the other's writes only now and then: concurrent moves included.
    const update = fc.record({
      author: fc.nat(1),
      synced: fc.boolean(),
      actions: fc.array(action, { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(update, { maxLength: 25 }), (updates) => {
        const room = createRoom();
        const authors = [room.client(), room.client()];
        let created = 0;
        for (const { author: which, synced, actions } of updates) {
          const author = authors[which]!;
          if (synced) author.pull();
          author.write(
            (_project, doc) => {
              const map = elements(doc, room.pageId);
              const known = [...map.keys()].sort();
              const pick = (n: number) =>
                n % 5 === 4 || known.length === 0 ? 'ghost' : known[n % known.length]!;
              for (const { kind, target, other, at } of actions) {
                const id = pick(target);
                const node = map.get(id);
                const list = (owner: string) => {
                  const own = map.get(owner)?.get('children');
                  return own instanceof Y.Array
                    ? (own as Y.Array<string>)
                    : (page(doc, room.pageId).get('children') as Y.Array<string>);
                };
                if (kind === 'insert') {
                  created += 1;
                  const parent = map.get(pick(other));
                  const parentId =
                    other % 3 === 0 || !(parent?.get('children') instanceof Y.Array) ? null : pick(other);
                  insertElement(doc, { pageId: room.pageId, parentId, elementType: `Box${created}` });
                } else if (kind === 'move' && node) {
                  const from = list(
                    typeof node.get('parent') === 'string' ? (node.get('parent') as string) : 'ghost',
                  );
                  const index = from.toArray().indexOf(id);
                  if (index >= 0) from.delete(index, 1);
                  const to = pick(other);
                  list(to).insert(Math.min(at, list(to).length), [id]);
                  node.set('parent', map.has(to) ? to : null);
                } else if (kind === 'set-parent' && node) node.set('parent', pick(other));
                else if (kind === 'list-under') list(pick(other)).push([id]);
                else if (kind === 'unlist') {
                  const from = list(pick(other));
                  if (from.length > 0) from.delete(at % from.length, 1);
                } else if (kind === 'delete-element') map.delete(id);
                else if (kind === 'delete-list' && node) node.delete('children');
                else if (kind === 'replace-children' && node)
                  node.set('children', Y.Array.from([pick(other), id]));
              }
            },
            { pull: false },
          );
          expect(validateTree(room.server)).toEqual([]);
        }
        for (const author of authors) {
          author.pull();
          expect(validateTree(author.doc)).toEqual([]);
        }
        expect(room.errors).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the cost of the repair on a 10 000-element document', () => {
  it('stays well under a millisecond for a typical text edit', () => {
    const room = createRoom();
    const author = room.client();
    const boxes: string[] = [];
    author.write((_project, doc) => {
      for (let index = 0; index < 100; index += 1) {
        boxes.push(insertElement(doc, { pageId: room.pageId, parentId: null, elementType: 'Box' }));
      }
      for (let index = 0; index < 9_900; index += 1) {
        insertElement(doc, {
          pageId: room.pageId,
          parentId: boxes[index % 100]!,
          elementType: 'Text',
          props: { text: { type: 'static', content: `Text ${index}` } },
        });
      }
    });
    const ids = [...elements(author.doc, room.pageId).keys()];
    const timings = { edit: [] as number[], move: [] as number[] };
    for (let round = 0; round < 300; round += 1) {
      const id = ids[(round * 37) % ids.length]!;
      timings.edit.push(
        author.write((_project, doc) => {
          const props = element(doc, room.pageId, id).get('props') as YMap;
          props.set('text', { type: 'static', content: `Edited ${round} ✍️` });
        }),
      );
    }
    for (let round = 0; round < 100; round += 1) {
      const id = ids[100 + ((round * 53) % 9_900)]!;
      const to = boxes[(round * 7) % 100]!;
      timings.move.push(
        author.write((_project, doc) => {
          const node = element(doc, room.pageId, id);
          const from = children(element(doc, room.pageId, node.get('parent') as string));
          from.delete(from.toArray().indexOf(id), 1);
          children(element(doc, room.pageId, to)).push([id]);
          node.set('parent', to);
        }),
      );
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    console.info(
      `repair on 10 000 elements: text edit median ${median(timings.edit).toFixed(3)} ms, ` +
        `move median ${median(timings.move).toFixed(3)} ms`,
    );
    expect(median(timings.edit)).toBeLessThan(0.5);
    // A walk of the whole page costs 10–15 ms here; a move checks only the lists it changed.
    expect(median(timings.move)).toBeLessThan(5);
    expect(validateTree(room.server)).toEqual([]);
  }, 120_000);
});
