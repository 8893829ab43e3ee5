import { describe, expect, it } from 'vitest';
import { accountTabFor, accountTabPath, upgradeReturnPath } from './texts.ts';

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

describe('upgradeReturnPath', () => {
  it('keeps a studio path to come back to after paying, across tabs', () => {
    const search = new URLSearchParams('redirect=publish&team=t1&returnTo=%2Fbuilder%2Fp1');
    expect(upgradeReturnPath(search)).toBe('/builder/p1');
    expect(accountTabPath('billings', search)).toBe('/account/billings?team=t1&returnTo=%2Fbuilder%2Fp1');
  });

  it('ignores anything that could leave the studio', () => {
    for (const returnTo of ['https://evil.example', '//evil.example', '/\\evil.example', 'builder/p1', ''])
      expect(upgradeReturnPath(new URLSearchParams({ returnTo })), returnTo).toBeNull();
  });
});
