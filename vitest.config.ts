// Unit and server integration tests: every workspace's *.test.ts(x); the browser flows live in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most files wait on servers, sockets and child processes rather than compute: three at a time
    // keep two cores busy (vitest's default would be one worker on a two-core machine).
    maxWorkers: 3,
  },
});
