import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createHistory } from '../history.ts';
import { addPage } from '../operations/add-page.ts';
import { addNamed, outline, setupProject } from '../operations/fixtures.ts';
import { removeElements } from '../operations/remove-elements.ts';
import { renameElement } from '../operations/rename-element.ts';
import { setPageSeo } from '../operations/set-page-seo.ts';
import { setPageSlug } from '../operations/set-page-slug.ts';
import { setProp } from '../operations/set-prop.ts';
import { setSiteLang } from '../operations/set-site-lang.ts';
import { readProject } from './read-project.ts';
import { restoreProject } from './restore-project.ts';

const text = (content: string) => ({ type: 'static' as const, content });

describe('restoreProject', () => {
  it('brings back an earlier document: pages, elements, props and order', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, a, 'B');
    setProp(doc, { pageId, elementId: a, prop: 'label', value: text('before') });
    const checkpoint = readProject(doc);

    setProp(doc, { pageId, elementId: a, prop: 'label', value: text('after') });
    renameElement(doc, { pageId, elementId: a, name: 'Renamed' });
    addNamed(doc, pageId, null, 'C');
    addPage(doc);
    expect(outline(doc, pageId)).toBe('Renamed(B) C');

    restoreProject(doc, checkpoint);
    expect(readProject(doc)).toEqual(checkpoint);
    expect(outline(doc, pageId)).toBe('A(B)');
  });

  it("brings back a page's URL name, its search and social fields and the site's language", () => {
    const { doc, pageId } = setupProject();
    setPageSlug(doc, { pageId, slug: 'about' });
    setPageSeo(doc, { pageId, seo: { title: 'About us', noindex: true } });
    setSiteLang(doc, { lang: 'fr' });
    const checkpoint = readProject(doc);

    setPageSlug(doc, { pageId, slug: 'team' });
    setPageSeo(doc, { pageId, seo: { description: 'Who we are' } });
    setSiteLang(doc, { lang: 'de' });
    restoreProject(doc, checkpoint);
    expect(readProject(doc)).toEqual(checkpoint);
    const page = readProject(doc).pages[pageId]!;
    expect([page.slug, page.title, page.description, page.noindex]).toEqual([
      'about',
      'About us',
      undefined,
      true,
    ]);
    expect(readProject(doc).config.lang).toBe('fr');
  });

  it('brings back removed elements', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    addNamed(doc, pageId, a, 'B');
    const checkpoint = readProject(doc);
    removeElements(doc, { pageId, elementIds: [a] });
    expect(outline(doc, pageId)).toBe('');
    restoreProject(doc, checkpoint);
    expect(outline(doc, pageId)).toBe('A(B)');
  });

  it('is one undo step that gives back the state before the restore', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    const checkpoint = readProject(doc);
    addNamed(doc, pageId, null, 'C');
    const current = readProject(doc);
    const history = createHistory(doc);
    restoreProject(doc, checkpoint);
    expect(outline(doc, pageId)).toBe('A');
    history.undo();
    expect(readProject(doc)).toEqual(current);
    expect(a).toBeTruthy();
  });

  it('writes nothing when the document already equals the checkpoint', () => {
    const { doc } = setupProject();
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    restoreProject(doc, readProject(doc));
    expect(updates).toHaveLength(0);
  });

  it('keeps a collaborator’s concurrent change to a prop the restore did not touch', () => {
    const { doc, pageId } = setupProject();
    const a = addNamed(doc, pageId, null, 'A');
    setProp(doc, { pageId, elementId: a, prop: 'label', value: text('one') });
    const checkpoint = readProject(doc);
    setProp(doc, { pageId, elementId: a, prop: 'label', value: text('two') });

    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    setProp(other, { pageId, elementId: a, prop: 'gap', value: text('8') });

    restoreProject(doc, checkpoint);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const props = readProject(doc).pages[pageId]!.elements[a]!.props;
    expect(props.label).toEqual(text('one'));
    expect(props.gap).toEqual(text('8'));
    expect(readProject(other)).toEqual(readProject(doc));
  });
});
