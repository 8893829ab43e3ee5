// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
});
