// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { createConnectionStore } from '@vitrine/collab';
import type { ProjectConnection } from './connect-project.ts';
import { presenceFor, randomColour, readCollaborators } from './presence.ts';
import { useCollaborators, useConnection } from './use-connection.ts';

function fakeProject(): ProjectConnection {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalState(presenceFor({ id: 'me', email: 'me@example.com', firstName: 'Me' }, 'red'));
  return {
    projectId: 'p',
    doc,
    project: doc.getMap('project'),
    awareness,
    connection: createConnectionStore(),
    whenLocalLoaded: Promise.resolve(),
    setCursor: (cursor) => awareness.setLocalStateField('cursor', cursor),
    destroy: () => awareness.destroy(),
  };
}

function remoteJoins(project: ProjectConnection, email: string) {
  const other = new Awareness(new Y.Doc());
  other.setLocalState(presenceFor({ id: email, email }, 'blue'));
  applyAwarenessUpdate(project.awareness, encodeAwarenessUpdate(other, [other.clientID]), 'remote');
  return other;
}

describe('presence', () => {
  it('announces id, email, names, a colour and a cursor', () => {
    const presence = presenceFor({ id: 'u', email: 'u@example.com', firstName: 'Ada', lastName: 'L' });
    expect(presence).toMatchObject({
      id: 'u',
      email: 'u@example.com',
      firstName: 'Ada',
      lastName: 'L',
      cursor: null,
    });
    expect(presence.colour).toMatch(/^hsl\(\d+, 80%, 45%\)$/);
    expect(randomColour(() => 0.5)).toBe('hsl(180, 80%, 45%)');
  });

  it('lists this tab first, then the others, ignoring states without a presence', () => {
    const project = fakeProject();
    remoteJoins(project, 'b@example.com');
    const list = readCollaborators(project.awareness);
    expect(list.map((c) => [c.email, c.isSelf])).toEqual([
      ['me@example.com', true],
      ['b@example.com', false],
    ]);
  });

  it('re-renders collaborators on joins and cursor moves, and follows the connection store', () => {
    const project = fakeProject();
    const collaborators = renderHook(() => useCollaborators(project));
    const connection = renderHook(() => useConnection(project));
    expect(collaborators.result.current).toHaveLength(1);
    act(() => void remoteJoins(project, 'c@example.com'));
    expect(collaborators.result.current.map((c) => c.email)).toEqual(['me@example.com', 'c@example.com']);
    act(() => project.setCursor({ x: 3, y: 4 }));
    expect(collaborators.result.current[0]!.cursor).toEqual({ x: 3, y: 4 });
    act(() => project.connection.set({ status: 'connected', synced: true }));
    expect(connection.result.current).toMatchObject({ status: 'connected', synced: true });
  });
});
