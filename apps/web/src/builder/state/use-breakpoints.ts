// The project's breakpoints (config.breakpoints, the default list in older documents) and the one
// the builder edits: the chosen id while it exists, else the base (a collaborator may remove it).
// Every style field of the property panel reads them, so the list is read from the document once
// per change of the project's config and shared: each field reading it for itself (the stored list
// to JSON and back, twice per field) was a measurable part of rendering a new selection's panel.
import { BASE_BREAKPOINT_ID, projectMap, readBreakpoints, type Breakpoint } from '@vitrine/core';
import { useSyncExternalStore } from 'react';
import * as Y from 'yjs';
import { useBuilder, useSession } from './session.tsx';

interface BreakpointList {
  /** The stored list as JSON: a config change that leaves it alike keeps the same list. */
  key: string;
  list: Breakpoint[];
}

interface BreakpointSource {
  read(): Breakpoint[];
  subscribe(onChange: () => void): () => void;
}

const sources = new WeakMap<Y.Doc, BreakpointSource>();

const configOf = (root: Y.Map<unknown>) => {
  const value = root.get('config');
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : null;
};

const listKey = (config: Y.Map<unknown> | null) => {
  const stored = config?.get('breakpoints');
  return JSON.stringify(stored instanceof Y.Map ? stored.toJSON() : (stored ?? null));
};

/** One source per document: the list read again only after a change below the project's map. */
function breakpointSource(doc: Y.Doc): BreakpointSource {
  const known = sources.get(doc);
  if (known) return known;
  const root = projectMap(doc);
  let current: BreakpointList | null = null;
  let stale = true;
  const listeners = new Set<() => void>();
  const onChange = () => {
    stale = true;
    for (const listener of [...listeners]) listener();
  };
  // The config map itself may be replaced (a restored checkpoint): the root's `config` key is
  // watched too, and the observer moves to the new map.
  let observed: Y.Map<unknown> | null = null;
  const observe = (config: Y.Map<unknown> | null) => {
    observed?.unobserveDeep(onChange);
    observed = config;
    observed?.observeDeep(onChange);
  };
  const onRoot = (event: Y.YMapEvent<unknown>) => {
    if (!event.keysChanged.has('config')) return;
    observe(configOf(root));
    onChange();
  };
  const source: BreakpointSource = {
    read() {
      if (!stale && current) return current.list;
      stale = listeners.size === 0; // unobserved, nothing would say it went stale
      const key = listKey(configOf(root));
      if (current?.key !== key) current = { key, list: readBreakpoints(JSON.parse(key) as unknown) };
      return current.list;
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        stale = true;
        root.observe(onRoot);
        observe(configOf(root));
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        root.unobserve(onRoot);
        observe(null);
      };
    },
  };
  sources.set(doc, source);
  return source;
}

export function useBreakpoints(): Breakpoint[] {
  const source = breakpointSource(useSession().doc);
  return useSyncExternalStore(source.subscribe, source.read, source.read);
}

/** The breakpoint being edited among `breakpoints`. */
export function currentBreakpoint(breakpoints: readonly Breakpoint[], chosen: string | null): Breakpoint {
  return (
    breakpoints.find((point) => point.id === chosen) ??
    breakpoints.find((point) => point.id === BASE_BREAKPOINT_ID)!
  );
}

/** The breakpoint being edited. */
export function useCurrentBreakpoint(): Breakpoint {
  const breakpoints = useBreakpoints();
  const chosen = useBuilder((state) => state.breakpointId);
  return currentBreakpoint(breakpoints, chosen);
}
