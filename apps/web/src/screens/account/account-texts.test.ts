import { describe, expect, it } from 'vitest';
import { accountTabFor, accountTabPath } from './account-texts.ts';

describe('accountTabFor', () => {
  it('opens Profile by default', () => {
    expect(accountTabFor(undefined, new URLSearchParams())).toBe('profile');
    expect(accountTabFor('unknown', new URLSearchParams())).toBe('profile');
  });

  it('opens the tab named by /account/:action', () => {
    expect(accountTabFor('billings', new URLSearchParams())).toBe('billings');
    expect(accountTabFor('plans', new URLSearchParams())).toBe('plans');
    expect(accountTabFor('api', new URLSearchParams('redirect=plans'))).toBe('api');
  });

  it('opens Plans when arriving with a redirect flag', () => {
    expect(accountTabFor(undefined, new URLSearchParams('redirect=plans'))).toBe('plans');
    expect(accountTabFor(undefined, new URLSearchParams('redirect=publish'))).toBe('plans');
  });
});

describe('accountTabPath', () => {
  it('keeps the team the billing tabs show', () => {
    expect(accountTabPath('plans', new URLSearchParams('team=t1&checkout=succeeded'))).toBe(
      '/account/plans?team=t1',
    );
    expect(accountTabPath('profile', new URLSearchParams('redirect=publish'))).toBe('/account/profile');
  });
});
