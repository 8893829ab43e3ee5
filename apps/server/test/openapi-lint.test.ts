// /v2/docs/json passes Redocly's recommended ruleset with no error: the description the server
// builds from its routes' schemas is one that client generators and API tools accept as it is.
// Warnings are printed, not failed on.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startTestServer, type TestServer } from './harness.ts';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Runs `redocly lint --extends=recommended` on the document; its problems, as the CLI's JSON lists them. */
async function lint(document: unknown): Promise<Problem[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    // The CLI exits 1 when it finds errors; its report is on stdout either way.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--format=json', '--extends=recommended', '--max-problems=10000'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const describeProblem = (problem: Problem) =>
  `${problem.ruleId}: ${problem.message} (${problem.location.map((at) => at.pointer ?? '').join(', ')})`;

describe('the OpenAPI description under a linter', () => {
  let server: TestServer;
  let problems: Problem[];

  beforeAll(async () => {
    server = await startTestServer();
    const res = await request(server, 'GET', '/v2/docs/json');
    expect(res.status).toBe(200);
    problems = await lint(res.body);
  });
  afterAll(() => server.close());

  it("has no error under Redocly's recommended rules", () => {
    const warnings = problems.filter((problem) => problem.severity !== 'error');
    if (warnings.length)
      console.warn(`${warnings.length} warnings:\n${warnings.map(describeProblem).join('\n')}`);
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
  });
});
