import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { googleErrorText } from './google-sign-in.ts';

describe('the second login action (Google)', () => {
  it("toasts the server's message in sentence case", () => {
    expect(googleErrorText(new ApiError(400, 'GOOGLE SIGN-IN IS NOT CONFIGURED'))).toBe(
      'Google sign-in is not configured',
    );
    expect(googleErrorText('access_denied by the user')).toBe('Access_denied by the user');
  });

  it("says 'something went wrong while trying to login' without a message", () => {
    expect(googleErrorText(new ApiError(502, ''))).toBe('something went wrong while trying to login');
    expect(googleErrorText(new TypeError('Failed to fetch'))).toBe(
      'something went wrong while trying to login',
    );
    expect(googleErrorText('')).toBe('something went wrong while trying to login');
  });
});
