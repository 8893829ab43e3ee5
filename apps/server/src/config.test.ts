import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const JWT_SECRET = 'a'.repeat(32);
const trustProxyOf = (value: string | undefined) =>
  loadConfig({ JWT_SECRET, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('  ')).toBe(false);
  });

  it('reads true, false and a number of hops', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('TRUE')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf(' 2 ')).toBe(2);
  });

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxyOf('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(trustProxyOf('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it.each([
    'yes',
    '1.5',
    '-1',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/8',
    '10.0.0',
    '127.0.0.1,,10.0.0.1',
    'proxy.internal',
  ])('refuses %j at start, naming the variable', (value) => {
    expect(() => trustProxyOf(value)).toThrow(ConfigError);
    expect(() => trustProxyOf(value)).toThrow(
      /^Invalid TRUST_PROXY: must be true, false, a number of proxies/,
    );
  });
});
