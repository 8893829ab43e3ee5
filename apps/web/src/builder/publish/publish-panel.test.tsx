// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { PublishPanel } from './publish-panel.tsx';
import { publishRelease } from './releases-api.ts';
import type { PublishData } from './use-publish-data.ts';

vi.mock('./releases-api.ts', () => ({ publishRelease: vi.fn(), unpublishLatest: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const { toast } = await import('sonner');

function data(overrides: Partial<PublishData> = {}): PublishData {
  return {
    releases: { items: [], nextVersion: '1.0.0' },
    settings: { allowedDomains: ['example.com'], isPublic: false },
    loading: false,
    reload: vi.fn(async () => undefined),
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPanel(panelData: PublishData, handlers = { onClose: vi.fn(), onOpenSettings: vi.fn() }) {
  render(
    <MemoryRouter initialEntries={['/builder/p1']}>
      <Routes>
        <Route
          path="/builder/:id"
          element={<PublishPanel projectId="p1" data={panelData} readOnly={false} {...handlers} />}
        />
        <Route path="/account" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return handlers;
}

const description = () => screen.getByPlaceholderText('Enter description here (required)...');
const publishButton = () => screen.getByRole('button', { name: 'Publish' });

describe('PublishPanel', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('announces the first release and needs a description', () => {
    renderPanel(data());
    expect(screen.getByText('You are publishing for the first time.')).toBeTruthy();
    expect(screen.getByTestId('next-version').textContent).toContain('1.0.0');
    expect(publishButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(description(), { target: { value: 'Launch' } });
    expect(publishButton().hasAttribute('disabled')).toBe(false);
  });

  it('asks for domains with a link to the project settings', () => {
    const handlers = renderPanel(data({ settings: { allowedDomains: [], isPublic: false } }));
    expect(screen.getByText('Domains are required for publishing')).toBeTruthy();
    fireEvent.change(description(), { target: { value: 'Launch' } });
    expect(publishButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open project settings' }));
    expect(handlers.onOpenSettings).toHaveBeenCalled();
  });

  it('publishes: disabled while in progress, then Published !, closes and reloads the releases', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(publishRelease).mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ version: '1.0.0' } as never))),
    );
    const panelData = data();
    const handlers = renderPanel(panelData);
    fireEvent.change(description(), { target: { value: '  Launch ' } });
    fireEvent.click(publishButton());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Publishing/ }).hasAttribute('disabled')).toBe(true),
    );
    expect(publishRelease).toHaveBeenCalledWith('p1', 'Launch');
    finish();
    await waitFor(() => expect(handlers.onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Published !');
    expect(panelData.reload).toHaveBeenCalled();
  });

  it('toasts the server message on failure, and opens Plans on a 406 with the way back', async () => {
    vi.mocked(publishRelease).mockRejectedValueOnce(new ApiError(400, 'Domains are required for publishing'));
    renderPanel(data());
    fireEvent.change(description(), { target: { value: 'Launch' } });
    fireEvent.click(publishButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Domains are required for publishing'));

    vi.mocked(publishRelease).mockRejectedValueOnce(new ApiError(406, 'Upgrade'));
    fireEvent.click(publishButton());
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/account?redirect=publish&returnTo=%2Fbuilder%2Fp1',
      ),
    );
  });

  it('shows the published version and its embed code', () => {
    renderPanel(
      data({
        releases: {
          items: [
            {
              id: 'r1',
              version: '1.0.0',
              description: 'x',
              releasedAt: '2026-01-01T00:00:00Z',
              unpublishedAt: null,
              published: true,
            },
          ],
          nextVersion: '1.0.1',
        },
      }),
    );
    expect(screen.queryByText('You are publishing for the first time.')).toBeNull();
    expect(screen.getByTestId('next-version').textContent).toContain('1.0.1');
    expect(screen.getByTestId('embed-snippet').textContent).toContain('/p/p1/');
  });
});
