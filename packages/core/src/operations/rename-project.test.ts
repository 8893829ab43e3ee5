import { describe, expect, it } from 'vitest';
import { readProject } from '../document/read-project.ts';
import { setupProject } from './fixtures.ts';
import { renameProject } from './rename-project.ts';

describe('renameProject', () => {
  it('renames and ignores empty labels', () => {
    const { doc } = setupProject('Old');
    expect(renameProject(doc, { label: '   ' })).toBe(false);
    expect(renameProject(doc, { label: ' New ' })).toBe(true);
    expect(renameProject(doc, { label: 'New' })).toBe(false);
    expect(readProject(doc).label).toBe('New');
  });
});
