// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownTeam } from './create-project-button.tsx';
import { ProjectCard } from './project-card.tsx';

afterEach(cleanup);

const renderCard = (thumbnail: string | null) =>
  render(
    <MemoryRouter>
      <ul>
        <ProjectCard
          project={{ id: 'p 1', label: 'SPRING campaign', thumbnail, updatedAt: '2020-01-01T00:00:00' }}
        />
      </ul>
    </MemoryRouter>,
  );

describe('ProjectCard', () => {
  it('shows the sentence-cased label, the time since the update and opens the builder', () => {
    vi.useFakeTimers({ now: new Date('2020-01-01T03:00:00Z'), toFake: ['Date'] });
    try {
      renderCard(null);
      expect(screen.getByRole('heading').textContent).toBe('Spring campaign');
      // A date without a zone is UTC: 3 hours before the (UTC) clock, whatever the local zone.
      expect(screen.getByText(/Last updated/).textContent).toBe('Last updated 3 hours ago');
      expect(screen.getByRole('link').getAttribute('href')).toBe('/builder/p%201');
      expect(screen.getByTestId('thumbnail-placeholder')).toBeTruthy();
      // No actions given: no three-dot menu.
      expect(screen.queryByRole('button', { name: 'Project actions' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the placeholder icon when the thumbnail fails to load', () => {
    renderCard('/files/missing.png');
    const image = screen.getByRole('img');
    expect(screen.queryByTestId('thumbnail-placeholder')).toBeNull();
    fireEvent.error(image);
    expect(screen.getByTestId('thumbnail-placeholder')).toBeTruthy();
  });
});

describe('knownTeam', () => {
  const teams = [
    { id: 'a', name: 'Personal' },
    { id: 'b', name: 'Studio' },
  ];
  it('is the given team, or the only team, else unknown (the picker shows)', () => {
    expect(knownTeam(teams, 'b')).toEqual(teams[1]);
    expect(knownTeam(teams)).toBeNull();
    expect(knownTeam([teams[0]!])).toEqual(teams[0]);
    expect(knownTeam(teams, 'missing')).toBeNull();
  });
});
