// A builder session over a fresh project document for the panel's component tests.
import { createHistory, createProjectDoc, insertElement, readProject, staticProps } from '@vitrine/core';
import { registry } from '../registry/use-registry.ts';
import { createBuilderStore } from '../state/builder-store.ts';
import type { BuilderSession } from '../state/session.tsx';

export function testSession(options: { readOnly?: boolean } = {}) {
  const doc = createProjectDoc({ label: 'Test' });
  const pageId = Object.keys(readProject(doc).pages)[0]!;
  const history = createHistory(doc);
  const store = createBuilderStore({ pageId, readOnly: options.readOnly ?? false });
  const constant = <T>(value: T) => ({ get: () => value, subscribe: () => () => undefined });
  const session: BuilderSession = {
    projectId: 'p1',
    teamId: 't1',
    doc,
    store,
    readOnly: options.readOnly ?? false,
    connection: constant({ status: 'connected' as const, synced: true }),
    unsaved: constant(0),
    collaborators: constant([]),
    setCursor: () => undefined,
    history: {
      ...constant({ canUndo: false, canRedo: false }),
      undo: () => void history.undo(),
      redo: () => void history.redo(),
    },
  };
  const insert = (elementType: string) =>
    insertElement(doc, {
      pageId,
      parentId: null,
      elementType,
      displayName: elementType,
      props: staticProps(registry.defaults(elementType)),
    });
  return { session, doc, pageId, store, history, insert };
}
