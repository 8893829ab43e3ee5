// @vitest-environment jsdom
import { addBreakpoint, projectMap } from '@vitrine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { testSession } from '../properties/test-session.ts';
import { SessionProvider } from './session.tsx';
import { useBreakpoints, useCurrentBreakpoint } from './use-breakpoints.ts';

afterEach(cleanup);

const seen: unknown[][] = [];

function Points({ name }: { name: string }) {
  const points = useBreakpoints();
  const current = useCurrentBreakpoint();
  seen.push([name, points]);
  return (
    <p data-testid={name}>
      {points.map((point) => point.id).join(',')} / {current.id}
    </p>
  );
}

function renderPoints() {
  const setup = testSession();
  seen.length = 0;
  render(
    <SessionProvider value={setup.session}>
      <Points name="a" />
      <Points name="b" />
    </SessionProvider>,
  );
  return setup;
}

describe('useBreakpoints', () => {
  it('gives every reader the same list, and a new one once the list changes', () => {
    const { doc, store } = renderPoints();
    const first = seen.map(([, points]) => points);
    expect(first[0]).toBe(first[1]);
    const before = screen.getByTestId('a').textContent!;

    act(() => void addBreakpoint(doc, { id: 'bp-wide', label: 'Wide', minWidth: 1600 }));
    expect(screen.getByTestId('a').textContent).toContain('bp-wide');
    expect(screen.getByTestId('b').textContent).toBe(screen.getByTestId('a').textContent);
    expect(screen.getByTestId('a').textContent).not.toBe(before);

    act(() => store.getState().setBreakpoint('bp-wide'));
    expect(screen.getByTestId('a').textContent).toMatch(/\/ bp-wide$/);
  });

  it('keeps the list when something else in the project changes', () => {
    const { doc, insert } = renderPoints();
    const renders = seen.length;
    act(() => void insert('Text'));
    act(() => doc.transact(() => projectMap(doc).set('note', 'x')));
    expect(seen.length).toBe(renders);
  });

  it('follows a config map put in place of the old one', () => {
    const { doc } = renderPoints();
    act(() =>
      doc.transact(() => {
        const config = new Y.Map<unknown>();
        const list = new Y.Map<unknown>();
        list.set('base', { id: 'base', label: 'Base' });
        list.set('bp-small', { id: 'bp-small', label: 'Small', maxWidth: 480 });
        config.set('breakpoints', list);
        projectMap(doc).set('config', config);
      }),
    );
    expect(screen.getByTestId('a').textContent).toBe('base,bp-small / base');
    act(() =>
      doc.transact(() => {
        const list = (projectMap(doc).get('config') as Y.Map<unknown>).get('breakpoints') as Y.Map<unknown>;
        list.delete('bp-small');
      }),
    );
    expect(screen.getByTestId('a').textContent).toBe('base / base');
  });
});
