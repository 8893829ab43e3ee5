import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeToken } from './add-theme-token.ts';
import { setupProject } from './fixtures.ts';
import { removeThemeToken } from './remove-theme-token.ts';

describe('removeThemeToken', () => {
  it('removes custom tokens only', () => {
    const { doc } = setupProject();
    const name = addThemeToken(doc, { group: 'lineHeights' });
    removeThemeToken(doc, { group: 'lineHeights', name });
    const lineHeights = readProject(doc).config.themes.default!.lineHeights;
    expect(lineHeights[name]).toBeUndefined();
    expect(() => removeThemeToken(doc, { group: 'lineHeights', name: 'normal' })).toThrow(/default token/);
    expect(readProject(doc).config.themes.default!.lineHeights.normal).toBe('1.5');
  });
});
