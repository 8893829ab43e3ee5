// Two editors setting different properties of one element at the same breakpoint, at the same time:
// the values are keys of one flat map (`<breakpointId>:<property>`), so both survive the merge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  DEFAULT_BREAKPOINTS,
  addBreakpoint,
  insertElement,
  pagesMap,
  projectMap,
  readElement,
  setStyle,
  type StyleValue,
} from '@vitrine/core';
import { startTestServer, type TestServer } from './harness.ts';
import { createFixture, openProvider, waitFor, type Fixture } from './collab-fixtures.ts';

const color = (value: string): StyleValue => ({ type: 'style', content: { type: 'color', value } });
const px = (value: number): StyleValue => ({ type: 'style', content: { type: 'unit', value, unit: 'px' } });

describe('breakpoint styles over the collaboration socket', () => {
  let server: TestServer;
  let fixture: Fixture;
  const cleanups: Array<() => void> = [];

  beforeAll(async () => {
    server = await startTestServer();
    fixture = await createFixture(server.app.db);
  });
  afterAll(async () => {
    cleanups.forEach((cleanup) => cleanup());
    await server.close();
  });

  it('keeps both of two concurrent edits of different properties at one breakpoint', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const open = () => {
      const client = openProvider(server.url, fixture.projectId, token, new Y.Doc());
      cleanups.push(() => client.provider.destroy());
      return client;
    };
    const a = open();
    const b = open();
    await waitFor(() => a.synced() && b.synced(), 'both clients to sync');
    const pageId = [...pagesMap(a.doc).keys()][0]!;
    const elementId = insertElement(a.doc, { pageId, parentId: null, elementType: 'Flex', name: 'Hero' });
    await waitFor(
      () =>
        pagesMap(b.doc).get(pageId)?.get('elements') instanceof Y.Map &&
        (pagesMap(b.doc).get(pageId)!.get('elements') as Y.Map<unknown>).has(elementId),
      'the element to reach B',
    );

    // Both edits are made before either client has seen the other's.
    const ref = { pageId, elementId, breakpointId: 'tablet' };
    setStyle(a.doc, { ...ref, property: 'backgroundColor', value: color('rgb(255, 0, 0)') });
    setStyle(b.doc, { ...ref, property: 'fontSize', value: px(18) });
    const both = (doc: Y.Doc) =>
      Object.keys(readElement(doc, pageId, elementId).breakpointStyles).length === 2;
    await waitFor(() => both(a.doc) && both(b.doc), 'both edits to reach both clients');
    const expected = { 'tablet:backgroundColor': color('rgb(255, 0, 0)'), 'tablet:fontSize': px(18) };
    expect(readElement(a.doc, pageId, elementId).breakpointStyles).toEqual(expected);
    expect(readElement(b.doc, pageId, elementId).breakpointStyles).toEqual(expected);

    const late = open();
    await waitFor(() => late.synced(), 'a late joiner to sync');
    expect(readElement(late.doc, pageId, elementId).breakpointStyles).toEqual(expected);
  });

  it('puts back a breakpoint list a client writes raw in a shape the operations refuse', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const client = openProvider(server.url, fixture.projectId, token, new Y.Doc());
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    const wide = addBreakpoint(client.doc, { label: 'Wide', minWidth: 1440 }).id;
    const config = projectMap(client.doc).get('config') as Y.Map<unknown>;
    const list = config.get('breakpoints') as Y.Map<unknown>;

    // Raw writes, as a hostile or outdated client could send them.
    client.doc.transact(() => {
      list.delete('base');
      list.set('zz-copy', { id: 'zz-copy', label: 'Copy of tablet', maxWidth: 991 });
      list.set('broken', { id: 'broken', label: 'Both', minWidth: 1, maxWidth: 2 });
    });
    await waitFor(() => list.has('base') && !list.has('zz-copy') && !list.has('broken'), 'the repair');
    expect(list.get('base')).toEqual(DEFAULT_BREAKPOINTS.base);
    expect(list.get('tablet')).toEqual(DEFAULT_BREAKPOINTS.tablet);
    expect(list.has(wide)).toBe(true);
  });
});
