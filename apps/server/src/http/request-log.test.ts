import { describe, expect, it } from 'vitest';
import { redactQueryToken } from './request-log.ts';

describe('redactQueryToken', () => {
  it('hides the collaboration token and keeps the rest of the URL', () => {
    expect(redactQueryToken('/projects/p1/ws?token=eyJhbGci.x.y')).toBe('/projects/p1/ws?token=[redacted]');
    expect(redactQueryToken('/a?b=1&TOKEN=vtr_pat_secret&c=2')).toBe('/a?b=1&TOKEN=[redacted]&c=2');
    expect(redactQueryToken('/v2/teams?page=1')).toBe('/v2/teams?page=1');
  });
});
