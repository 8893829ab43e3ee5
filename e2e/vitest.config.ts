// Browser flows: real server (built web app), real database, real SMTP listener, Debian Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time: a flow spends most of its time waiting on the browser and the server, so
    // two overlap well even on two cores. Each file starts its own server, database and Chromium.
    maxWorkers: 2,
  },
});
