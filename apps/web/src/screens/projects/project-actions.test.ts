// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiErrors from '../../api/errors.ts';
import { ApiError } from '../../api/errors.ts';

const calls = vi.hoisted(() => ({
  createProject: vi.fn(),
  archiveProject: vi.fn(),
  restoreProject: vi.fn(),
  toastError: vi.fn(),
  success: vi.fn(),
}));

vi.mock('../../api/projects.ts', () => ({
  createProject: calls.createProject,
  archiveProject: calls.archiveProject,
  restoreProject: calls.restoreProject,
}));
vi.mock('../../api/errors.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiErrors>()),
  toastError: calls.toastError,
}));
vi.mock('sonner', () => ({ toast: { success: calls.success } }));

const { projectAction } = await import('./project-actions.ts');

function run(method: string, body: Record<string, string>) {
  const request = new Request(`http://studio.test/projects/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return projectAction({ request, params: { method }, context: {} } as never) as Promise<Response>;
}

const location = (response: Response) => response.headers.get('Location');

describe('projectAction', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates a project in the team and opens the builder', async () => {
    calls.createProject.mockResolvedValue({ id: 'p9' });
    expect(location(await run('create', { teamId: 't1', label: 'Shop' }))).toBe('/builder/p9');
    expect(calls.createProject).toHaveBeenCalledWith('t1', 'Shop');
  });

  it('archives and restores, then returns to redirectTo (same-app paths only)', async () => {
    const archived = await run('archive', {
      teamId: 't1',
      projectId: 'p1',
      redirectTo: '/teams/t1/projects',
    });
    expect(location(archived)).toBe('/teams/t1/projects');
    expect(calls.archiveProject).toHaveBeenCalledWith('t1', 'p1');
    expect(calls.success).toHaveBeenCalledWith('Project archived');

    const restored = await run('restore', { teamId: 't1', projectId: 'p1', redirectTo: '//evil.test' });
    expect(location(restored)).toBe('/');
    expect(calls.restoreProject).toHaveBeenCalledWith('t1', 'p1');
  });

  it('sends a 406 to the teams path and other failures to the dashboard, with the toast', async () => {
    calls.createProject.mockRejectedValue(new ApiError(406, 'Upgrade your plan'));
    expect(location(await run('create', { teamId: 't1' }))).toBe('/teams');
    calls.archiveProject.mockRejectedValue(new ApiError(403, 'You are not allowed to do this'));
    expect(location(await run('archive', { teamId: 't1', projectId: 'p1', redirectTo: '/x' }))).toBe('/');
    expect(calls.toastError).toHaveBeenCalledTimes(2);
  });
});
