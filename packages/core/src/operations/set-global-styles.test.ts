import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { setupProject } from './fixtures.ts';
import { setGlobalStyles } from './set-global-styles.ts';

describe('setGlobalStyles', () => {
  it('replaces the rules in one change and clears them with empty text', () => {
    const { doc } = setupProject();
    setGlobalStyles(doc, { json: '{"h1": {"fontFamily": "Brand Sans"}, "a:hover": {"color": "red"}}' });
    expect(readProject(doc).config.globalStyles).toEqual({
      h1: { fontFamily: 'Brand Sans' },
      'a:hover': { color: 'red' },
    });
    setGlobalStyles(doc, { json: '{"body": {"margin": 0}}' });
    expect(readProject(doc).config.globalStyles).toEqual({ body: { margin: 0 } });
    setGlobalStyles(doc, { json: '  ' });
    expect(readProject(doc).config.globalStyles).toEqual({});
  });

  it('refuses bad JSON and rules that could break out of a style sheet, changing nothing', () => {
    const { doc } = setupProject();
    setGlobalStyles(doc, { json: '{"body": {"margin": 0}}' });
    expect(() => setGlobalStyles(doc, { json: '{' })).toThrow('Invalid global styles: not valid JSON');
    expect(() => setGlobalStyles(doc, { json: '{"h1": {"color": "red} body {x: y"}}' })).toThrow(
      /^Invalid global styles: h1 › color/,
    );
    expect(() => setGlobalStyles(doc, { json: '{"h1 { color: red } b": {}}' })).toThrow(
      /^Invalid global styles/,
    );
    expect(() => setGlobalStyles(doc, { json: '{"h1": "red"}' })).toThrow(/^Invalid global styles/);
    expect(readProject(doc).config.globalStyles).toEqual({ body: { margin: 0 } });
  });
});
