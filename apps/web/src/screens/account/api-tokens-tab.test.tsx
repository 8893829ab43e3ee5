// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiTokensTab } from './api-tokens-tab.tsx';

vi.mock('../../api/user.ts', () => ({
  listPersonalAccessTokens: vi.fn(),
  createPersonalAccessToken: vi.fn(),
  revokePersonalAccessToken: vi.fn(),
}));
vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const { listPersonalAccessTokens } = await import('../../api/user.ts');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('personal access tokens', () => {
  it('shows when each token was last used, or that it never was', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    vi.mocked(listPersonalAccessTokens).mockResolvedValue([
      {
        id: 'a',
        name: 'CI deploy',
        key: 'vtr_pat_************abcd',
        createdAt: threeDaysAgo,
        lastUsedAt: threeDaysAgo,
      },
      { id: 'b', name: 'Unused', key: 'vtr_pat_************efgh', createdAt: threeDaysAgo, lastUsedAt: null },
    ]);
    render(<ApiTokensTab />);
    const used = await screen.findByText('Last used 3 days ago');
    expect(used.closest('li')!.textContent).toContain('CI deploy');
    expect(used.getAttribute('datetime')).toBe(threeDaysAgo);
    expect(screen.getByText('Unused').closest('li')!.textContent).toContain('Never used');
  });

  it('copies the full key of the token just created, and says why a listed key cannot be copied', async () => {
    const { createPersonalAccessToken } = await import('../../api/user.ts');
    const listed = {
      id: 'a',
      name: 'Old',
      key: 'vtr_pat_************abcd',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastUsedAt: null,
    };
    const fresh = {
      id: 'n',
      name: 'New',
      key: 'vtr_pat_full_secret_value',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastUsedAt: null,
    };
    vi.mocked(listPersonalAccessTokens).mockResolvedValueOnce([listed]).mockResolvedValue([fresh, listed]);
    vi.mocked(createPersonalAccessToken).mockResolvedValue(fresh);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ApiTokensTab />);
    const old = await screen.findByText('Old');
    expect(old.closest('li')!.querySelector('button')!.textContent).not.toContain('Copy');
    expect(old.closest('li')!.textContent).toContain('Shown once');

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const row = (await screen.findByText('New')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('vtr_pat_full_secret_value'));
    expect(await within(row).findByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
