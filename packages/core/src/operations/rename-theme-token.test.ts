import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { addThemeToken } from './add-theme-token.ts';
import { setupProject } from './fixtures.ts';
import { renameThemeToken } from './rename-theme-token.ts';

describe('renameThemeToken', () => {
  it('renames custom tokens to free names; default tokens are read-only', () => {
    const { doc } = setupProject();
    const name = addThemeToken(doc, { group: 'fontSizes' });
    renameThemeToken(doc, { group: 'fontSizes', from: name, to: 'hero' });
    const sizes = () => readProject(doc).config.themes.default!.fontSizes;
    expect(sizes().hero).toBe('0');
    expect(sizes()[name]).toBeUndefined();
    expect(() => renameThemeToken(doc, { group: 'fontSizes', from: 'hero', to: 'xl' })).toThrow(
      "Token 'xl' already exists",
    );
    expect(() => renameThemeToken(doc, { group: 'fontSizes', from: 'xl', to: 'big' })).toThrow(
      "Token 'xl' is a default token and cannot be changed",
    );
    expect(() => renameThemeToken(doc, { group: 'fontSizes', from: 'hero', to: ' ' })).toThrow(
      'Token name is required',
    );
  });
});
