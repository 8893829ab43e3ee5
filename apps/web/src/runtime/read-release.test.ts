import { describe, expect, it } from 'vitest';
import { toRelease } from './read-release.ts';

const release = { projectId: 'p-1', version: '1.0.0', document: { pages: {} } };

describe('toRelease', () => {
  it('reads a release with its defaults', () => {
    expect(toRelease(release)).toEqual({
      projectId: 'p-1',
      version: '1.0.0',
      label: '',
      project: { pages: {} },
      watermark: null,
      base: '/p/p-1/',
      pageId: null,
    });
    expect(toRelease({ ...release, base: '/p/p-1/1.0.0/', pageId: 'about' })).toMatchObject({
      base: '/p/p-1/1.0.0/',
      pageId: 'about',
    });
    expect(toRelease({ ...release, label: 'Spring', watermark: { position: 'bottom-left' } })).toMatchObject({
      label: 'Spring',
      watermark: { position: 'bottom-left' },
    });
  });

  it('refuses what is not a release', () => {
    for (const value of [
      null,
      [],
      'release',
      { ...release, projectId: '' },
      { ...release, version: 2 },
      { ...release, document: null },
      { ...release, label: null },
      { ...release, watermark: { position: 3 } },
    ])
      expect(toRelease(value), JSON.stringify(value)).toBeNull();
  });
});
