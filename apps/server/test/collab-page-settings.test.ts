// What setPageSlug, setPageSeo and setSiteLang refuse does not persist through the collaboration
// socket either: a client writing a duplicate, reserved or malformed slug, an over-long title, a
// mistyped noindex or a bad language sees the server's repair (the same slug every reader assigns),
// and the stored document holds only valid settings.
import { addPage, readPageSlugs, validateDocument } from '@vitrine/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { readDocument } from '../src/documents/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createFixture, openProvider, projectMap, waitFor, type Fixture } from './collab-fixtures.ts';

describe('page settings over the collaboration socket', () => {
  let server: TestServer;
  let fixture: Fixture;
  const cleanups: Array<() => void> = [];

  beforeAll(async () => {
    server = await startTestServer();
    fixture = await createFixture(server.app.db, 'Slugs');
  });
  afterAll(async () => {
    cleanups.forEach((cleanup) => cleanup());
    await server.close();
  });

  it('repairs invalid slugs and SEO fields a client writes raw', async () => {
    const token = await server.app.tokens.sign(fixture.owner);
    const client = openProvider(server.url, fixture.projectId, token);
    cleanups.push(() => client.provider.destroy());
    await waitFor(() => client.synced(), 'the client to sync');
    const { doc } = client;
    const pages = projectMap(doc).get('pages') as Y.Map<Y.Map<unknown>>;
    const about = addPage(doc, { label: 'About' });
    const contact = addPage(doc, { label: 'Contact' });
    const home = [...pages.keys()].find((id) => id !== about && id !== contact)!;
    await waitFor(() => pages.get(home)?.get('slug') !== undefined, 'the home page to be given its slug');
    const homeSlug = pages.get(home)!.get('slug');

    // Raw writes, as a hostile or outdated client could send them.
    doc.transact(() => {
      pages.get(about)!.set('slug', homeSlug);
      pages.get(contact)!.set('slug', 'sitemap');
      pages.get(home)!.set('title', 'x'.repeat(500));
      pages.get(home)!.set('noindex', 'yes');
      (projectMap(doc).get('config') as Y.Map<unknown>).set('lang', '"><script>');
    });
    await waitFor(
      () => pages.get(about)!.get('slug') === 'about' && pages.get(contact)!.get('slug') === 'contact',
      'the repaired slugs to come back',
    );
    expect(pages.get(home)!.get('slug')).toBe(homeSlug);
    expect(pages.get(home)!.get('title')).toBe('x'.repeat(200));
    expect(pages.get(home)!.has('noindex')).toBe(false);
    expect((projectMap(doc).get('config') as Y.Map<unknown>).has('lang')).toBe(false);

    await server.app.collab.rooms.unloadAll();
    const stored = (await readDocument(server.app.db, fixture.projectId))!;
    expect(validateDocument(stored)).toEqual([]);
    expect(Object.fromEntries(readPageSlugs(stored))).toEqual({
      [home]: homeSlug,
      [about]: 'about',
      [contact]: 'contact',
    });
  });
});
