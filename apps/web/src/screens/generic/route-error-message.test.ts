import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { routeErrorMessage } from './route-error-message.ts';

describe('routeErrorMessage', () => {
  it("shows the server's first message, string or array", () => {
    expect(routeErrorMessage(new ApiError(404, 'x', { message: 'Team not found', statusCode: 404 }))).toBe(
      'Team not found',
    );
    expect(routeErrorMessage(new ApiError(400, 'x', { message: ['First', 'Second'] }))).toBe('First');
  });

  it("falls back to 'Something went wrong !'", () => {
    expect(routeErrorMessage(new ApiError(500, '', undefined))).toBe('Something went wrong !');
    expect(routeErrorMessage(new Error('boom'))).toBe('Something went wrong !');
    expect(routeErrorMessage(undefined)).toBe('Something went wrong !');
  });
});
