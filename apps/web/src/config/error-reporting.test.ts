import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { worthReporting } from './error-reporting.ts';

describe('worthReporting', () => {
  it("reports the app's own errors and the server's failures, not its refusals", () => {
    expect(worthReporting(new TypeError('x is undefined'))).toBe(true);
    expect(worthReporting(new ApiError(500, 'Something went wrong !'))).toBe(true);
    expect(worthReporting(new ApiError(404, 'Project not found'))).toBe(false);
    expect(worthReporting(new ApiError(403, 'You are not allowed to do this'))).toBe(false);
    expect(worthReporting(new Response(null, { status: 404 }))).toBe(false);
  });
});
