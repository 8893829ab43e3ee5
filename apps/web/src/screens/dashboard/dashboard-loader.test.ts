// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiErrors from '../../api/errors.ts';
import { ApiError } from '../../api/errors.ts';

const calls = vi.hoisted(() => ({
  listTeams: vi.fn(),
  listUserProjects: vi.fn(),
  listExamples: vi.fn(),
  listNotifications: vi.fn(),
  currentUserIdentity: vi.fn(),
  getUser: vi.fn(),
  getDashboardLayout: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../api/teams.ts', () => ({ listTeams: calls.listTeams }));
vi.mock('../../api/projects.ts', () => ({
  listUserProjects: calls.listUserProjects,
  listExamples: calls.listExamples,
}));
vi.mock('../../api/notifications.ts', () => ({ listNotifications: calls.listNotifications }));
vi.mock('../../api/user.ts', () => ({
  currentUserIdentity: calls.currentUserIdentity,
  getUser: calls.getUser,
}));
vi.mock('../../api/dashboard-layout.ts', () => ({ getDashboardLayout: calls.getDashboardLayout }));
vi.mock('../../api/errors.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiErrors>()),
  toastError: calls.toastError,
}));

const { dashboardLoader } = await import('./dashboard-loader.ts');

const team = { id: 't1', name: 'Personal', role: 'team_owner' };
const project = { id: 'p1', label: 'x', teamId: 't1', updatedAt: '2026-01-01T00:00:00Z' };
const layout = { sections: ['recent-projects'], projectIds: ['p1'] };
const defaultLayout = {
  sections: ['get-started', 'recent-projects', 'quickstart-templates'],
  projectIds: [],
};

describe('dashboardLoader', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    calls.currentUserIdentity.mockResolvedValue({ id: 'u1', email: 'u@example.com' });
    calls.getUser.mockResolvedValue({ id: 'u1', email: 'u@example.com', firstName: null });
    calls.listTeams.mockResolvedValue({ items: [team], total: 1 });
    calls.listUserProjects.mockResolvedValue([project]);
    calls.listExamples.mockResolvedValue([]);
    calls.listNotifications.mockResolvedValue({ items: [], unread: 0 });
    calls.getDashboardLayout.mockResolvedValue(layout);
  });

  it("asks for the signed-in user's projects and returns every section", async () => {
    const data = await dashboardLoader();
    expect(calls.listUserProjects).toHaveBeenCalledWith('u1');
    expect(data).toEqual({
      teams: [team],
      projects: [project],
      examples: [],
      notifications: [],
      layout,
      person: { email: 'u@example.com', firstName: null },
    });
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('toasts a failed section once and shows it empty', async () => {
    const failure = new ApiError(500, 'Database is down');
    calls.listUserProjects.mockRejectedValue(failure);
    calls.listExamples.mockRejectedValue(new ApiError(500, 'again'));
    const data = await dashboardLoader();
    expect(data.projects).toEqual([]);
    expect(data.examples).toEqual([]);
    expect(data.teams).toEqual([team]);
    expect(calls.toastError).toHaveBeenCalledTimes(1);
    expect(calls.toastError).toHaveBeenCalledWith(failure);
  });

  it('shows the default arrangement without a toast when the saved one cannot be read', async () => {
    calls.getDashboardLayout.mockRejectedValue(new ApiError(500, 'Database is down'));
    const data = await dashboardLoader();
    expect(data.layout).toEqual(defaultLayout);
    expect(data.projects).toEqual([project]);
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('greets by the first name from the profile, and by e-mail without one', async () => {
    calls.getUser.mockResolvedValue({ id: 'u1', email: 'u@example.com', firstName: ' Ada ' });
    expect((await dashboardLoader()).person).toEqual({ email: 'u@example.com', firstName: 'Ada' });
    calls.getUser.mockRejectedValue(new ApiError(500, 'Database is down'));
    expect((await dashboardLoader()).person).toEqual({ email: 'u@example.com', firstName: null });
    expect(calls.toastError).not.toHaveBeenCalled();
  });

  it('redirects to logout when the session is gone', async () => {
    calls.listTeams.mockRejectedValue(new ApiError(401, 'Invalid token : Token expired'));
    const thrown = await dashboardLoader().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/logout');
    expect(calls.toastError).not.toHaveBeenCalled();
  });
});
