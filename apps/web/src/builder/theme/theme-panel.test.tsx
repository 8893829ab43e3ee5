// @vitest-environment jsdom
import { readProject } from '@vitrine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../properties/test-session.ts';
import { SessionProvider } from '../state/session.tsx';
import { ThemePanel } from './theme-panel.tsx';

afterEach(cleanup);

function mount() {
  const setup = testSession();
  render(
    <SessionProvider value={setup.session}>
      <ThemePanel />
    </SessionProvider>,
  );
  return setup;
}

const themeSelect = () => screen.getByLabelText('Theme') as HTMLSelectElement;
const pageThemeSelect = () => screen.getByLabelText("Theme of page 'Page 1'") as HTMLSelectElement;

describe('ThemePanel themes', () => {
  it('creates a theme, renames it, edits a built-in colour in it and shows it on the page', () => {
    const setup = mount();
    fireEvent.click(screen.getByRole('button', { name: 'New theme' }));
    expect(themeSelect().value).toBe('Theme');
    const name = screen.getByLabelText('Theme name');
    fireEvent.change(name, { target: { value: 'Dark' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(themeSelect().value).toBe('Dark');
    // Built-in tokens keep their names but take new values outside 'default'.
    const white = screen.getByTestId('token-white');
    expect((within(white).getByLabelText('Token name') as HTMLInputElement).readOnly).toBe(true);
    expect((within(white).getByRole('button', { name: 'white colour' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.change(pageThemeSelect(), { target: { value: 'Dark' } });
    const project = readProject(setup.doc);
    expect(Object.keys(project.config.themes)).toEqual(['default', 'Dark']);
    expect(project.pages[setup.pageId]!.theme).toBe('Dark');
    expect([...themeSelect().options].map((option) => option.text)).toEqual([
      'default',
      'Dark (shown on this page)',
    ]);
  });

  it("duplicates and deletes themes; 'default' keeps its name and cannot be deleted", () => {
    const setup = mount();
    expect((screen.getByLabelText('Theme name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete theme' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate theme' }));
    expect(themeSelect().value).toBe('default copy');
    fireEvent.change(pageThemeSelect(), { target: { value: 'default copy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete theme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const project = readProject(setup.doc);
    expect(Object.keys(project.config.themes)).toEqual(['default']);
    expect(project.pages[setup.pageId]!.theme).toBeUndefined();
    expect(themeSelect().value).toBe('default');
    act(() => void setup.history.undo());
    expect(Object.keys(readProject(setup.doc).config.themes)).toEqual(['default', 'default copy']);
  });
});
