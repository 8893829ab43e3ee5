import { describe, expect, it } from 'vitest';
import { sentenceCase } from './sentence-case.ts';

describe('sentenceCase', () => {
  it('capitalises the first letter and lowercases the rest', () => {
    expect(sentenceCase('MY PROJECT')).toBe('My project');
    expect(sentenceCase('  otp mismatch, TRY again! ')).toBe('Otp mismatch, try again!');
    expect(sentenceCase('')).toBe('');
    expect(sentenceCase('é')).toBe('É');
  });
});
