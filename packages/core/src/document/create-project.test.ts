import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_TOKENS, TOKEN_GROUPS } from '../schema/theme.ts';
import { ProjectDocumentSchema } from '../schema/project.ts';
import { createProjectDoc, PROJECT_ROOT } from './create-project.ts';
import { loadProject } from './load-project.ts';
import { readProject } from './read-project.ts';
import { validateTree } from './validate-tree.ts';

describe('createProjectDoc', () => {
  it('holds one DESKTOP page, the default theme with every token group, and INR', () => {
    const doc = createProjectDoc({ label: 'Shoes' });
    const project = readProject(doc);
    expect(project.label).toBe('Shoes');
    const pages = Object.values(project.pages);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ label: 'Page 1', deviceType: 'DESKTOP', children: [], elements: {} });
    expect(project.currency).toBe('INR');
    expect(project.currencies).toEqual(['INR']);
    const theme = project.config.themes.default!;
    for (const group of TOKEN_GROUPS) {
      expect(Object.keys(theme[group]).length).toBeGreaterThan(0);
      expect(theme[group]).toEqual(DEFAULT_THEME_TOKENS[group]);
    }
    expect(doc.share.has(PROJECT_ROOT)).toBe(true);
    expect(ProjectDocumentSchema.safeParse(project).success).toBe(true);
    expect(validateTree(doc)).toEqual([]);
  });
});

describe('loadProject', () => {
  it('round-trips a document through JSON', () => {
    const original = readProject(createProjectDoc({ label: 'Round trip' }));
    const loaded = readProject(loadProject(JSON.stringify(original)));
    expect(loaded).toEqual(original);
  });

  it('accepts a parsed value and fills defaults', () => {
    const original = readProject(createProjectDoc({ label: 'Defaults' }));
    const { attributes: _attributes, priceOptions: _priceOptions, ...rest } = original;
    const loaded = readProject(loadProject(rest));
    expect(loaded.attributes).toEqual({});
    expect(loaded.priceOptions).toEqual({});
  });

  it('refuses invalid documents with a message', () => {
    expect(() => loadProject('{not json')).toThrow('Problem parsing input file.');
    expect(() => loadProject({ label: 'x' })).toThrow(/Invalid project document/);
    const original = readProject(createProjectDoc({ label: 'Bad page' }));
    const page = Object.values(original.pages)[0]!;
    const broken = { ...original, pages: { [page.id]: { ...page, deviceType: 'WATCH' } } };
    expect(() => loadProject(broken)).toThrow(/deviceType/);
  });

  it('repairs an inconsistent tree while loading', () => {
    const original = readProject(createProjectDoc({ label: 'Tree' }));
    const page = Object.values(original.pages)[0]!;
    const element = (id: string, parent: string | null, children: string[] = []) => ({
      id,
      elementType: 'Flex',
      displayName: 'Flex',
      name: 'Flex',
      parent,
      children,
    });
    const elements = { a: element('a', null, ['b', 'b']), b: element('b', 'a'), c: element('c', 'missing') };
    const doc = loadProject({
      ...original,
      pages: { [page.id]: { ...page, children: ['a', 'z'], elements } },
    });
    expect(validateTree(doc)).toEqual([]);
    const loaded = readProject(doc).pages[page.id]!;
    expect(loaded.children).toEqual(['a', 'c']);
    expect(loaded.elements.a!.children).toEqual(['b']);
    expect(loaded.elements.c!.parent).toBeNull();
  });
});
