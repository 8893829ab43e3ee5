// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { ACCOUNT_TEXTS } from './texts.ts';
import { SessionsCard } from './sessions-card.tsx';

vi.mock('../../api/auth.ts', () => ({ signOutEverywhere: vi.fn() }));
vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const { signOutEverywhere } = await import('../../api/auth.ts');
const { toast } = await import('sonner');
const T = ACCOUNT_TEXTS.sessions;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCard() {
  render(
    <MemoryRouter initialEntries={['/account/profile']}>
      <Routes>
        <Route path="/account/:action" element={<SessionsCard />} />
        <Route path="/login" element={<p>Login</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: T.signOutEverywhere }));
  return screen.findByRole('alertdialog');
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Sign out everywhere', () => {
  it('asks first, saying that personal access tokens keep working', async () => {
    renderCard();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(T.confirmTitle);
    expect(dialog.textContent).toContain('Personal access tokens keep working');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(signOutEverywhere).not.toHaveBeenCalled();
  });

  it('ends every session, then this browser goes to the login screen', async () => {
    vi.mocked(signOutEverywhere).mockResolvedValue(undefined);
    renderCard();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: T.signOutEverywhere }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(T.signedOut);
  });

  it('stays signed in, with the dialog open and the reason shown, when the server refuses', async () => {
    vi.mocked(signOutEverywhere).mockRejectedValue(new ApiError(503, 'Service unavailable'));
    renderCard();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: T.signOutEverywhere }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Service unavailable'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/account/profile');
  });
});
