import { describe, expect, it } from 'vitest';
import { funnelPattern, pathCode, stepCode } from './step-codes.ts';

/** LIKE with only % wildcards, as PostgreSQL reads it. */
const like = (text: string, pattern: string) =>
  new RegExp(
    `^${pattern
      .split('%')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('.*')}$`,
    'u',
  ).test(text);

describe('step codes', () => {
  it('gives each step two characters, the same every time, none of them special to LIKE', () => {
    const code = stepCode('option:finish:walnut');
    expect([...code]).toHaveLength(2);
    expect(stepCode('option:finish:walnut')).toBe(code);
    expect(stepCode('option:finish:oak')).not.toBe(code);
    expect(code).not.toMatch(/[%_\\]/u);
    expect(code.codePointAt(0)).toBeLessThan(0x90000);
    expect([...code][1]!.codePointAt(0)).toBeGreaterThanOrEqual(0x90000);
  });

  it('matches a funnel exactly when the journey has its steps in order', () => {
    const journey = pathCode(['page:home', 'option:finish:walnut', 'page:configure', 'cart']);
    expect(like(journey, funnelPattern(['page:home', 'cart']))).toBe(true);
    expect(like(journey, funnelPattern(['page:home', 'option:finish:walnut', 'cart']))).toBe(true);
    expect(like(journey, funnelPattern(['cart', 'page:home']))).toBe(false);
    expect(like(journey, funnelPattern(['page:home', 'page:home']))).toBe(false);
    expect(like(pathCode(['a', 'b', 'a']), funnelPattern(['a', 'a']))).toBe(true);
    expect(like(pathCode([]), funnelPattern(['a']))).toBe(false);
  });
});
