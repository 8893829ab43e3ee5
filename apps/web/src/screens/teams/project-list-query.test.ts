// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readProjectListQuery } from './project-list-query.ts';

describe('readProjectListQuery', () => {
  it('reads search and sort from the URL, defaulting to the last updated first', () => {
    expect(readProjectListQuery(new URLSearchParams(''))).toEqual({ search: '', sort: 'updatedAt' });
    expect(readProjectListQuery(new URLSearchParams('search=%20shoe%20&sort=label'))).toEqual({
      search: 'shoe',
      sort: 'label',
    });
  });

  it('ignores sorts the API does not know', () => {
    expect(readProjectListQuery(new URLSearchParams('sort=drop%20table')).sort).toBe('updatedAt');
  });
});
