import { describe, expect, it } from 'vitest';
import { allowedDomainProblem, normalizeAllowedDomain } from './allowed-domain.ts';
import { ALLOWED_DOMAIN_TEXTS } from './texts.ts';

describe('allowedDomainProblem', () => {
  it('accepts host names, wildcards, schemes and ports', () => {
    for (const entry of [
      'example.com',
      'shop.example.co.uk',
      '*.example.com',
      'https://example.com',
      'http://localhost:5173',
      ' Example.COM ',
      'xn--bcher-kva.example',
    ])
      expect(allowedDomainProblem(entry), entry).toBeNull();
  });

  it('refuses what is not a domain, in words that name the entry', () => {
    for (const entry of [
      'not a domain',
      'example..com',
      '-example.com',
      'example.com/path',
      'https://*.example.com/x',
      'example.*.com',
      'ftp://example.com',
      'example.com:99999',
      'exa_mple.com',
    ])
      expect(allowedDomainProblem(entry), entry).toBe(ALLOWED_DOMAIN_TEXTS.invalid(entry.trim()));
    expect(allowedDomainProblem('   ')).toBe(ALLOWED_DOMAIN_TEXTS.empty);
    expect(ALLOWED_DOMAIN_TEXTS.invalid('a b')).toBe(
      '“a b” is not a domain. Enter a domain such as example.com, or *.example.com for all of its subdomains.',
    );
  });

  it('stores entries trimmed and in lower case', () => {
    expect(normalizeAllowedDomain('  Shop.Example.com ')).toBe('shop.example.com');
  });
});
