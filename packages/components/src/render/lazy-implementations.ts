// Component implementations whose modules load on demand. Each stands in the implementation map as a
// small component: once its module has loaded it renders the real one directly; before that it
// suspends (rendering nothing) and shows once the module arrives. `preload` fetches the modules of
// some component names ahead, so a page that awaits it renders every element on its first pass.
import { createElement, Suspense, use, useState, type ReactNode } from 'react';
import type { ComponentImplementation, ElementRenderProps, ImplementationMap } from './types.ts';

/** The component names each module implements, each its export of the same name. */
export type ModuleComponents = Readonly<Record<string, readonly string[]>>;
/** How to load each module. */
export type ModuleLoaders<Key extends string = string> = Readonly<
  Record<Key, () => Promise<Record<string, unknown>>>
>;

export interface LazyImplementations {
  implementations: ImplementationMap;
  /** Loads the modules of these component names (all when omitted); unknown names are ignored. */
  preload: (names?: Iterable<string>) => Promise<void>;
}

export function lazyImplementations(modules: ModuleComponents, loaders: ModuleLoaders): LazyImplementations {
  const loaded = new Map<string, ComponentImplementation>();
  const pending = new Map<string, Promise<void>>();
  const moduleOf = new Map<string, string>();
  for (const [key, components] of Object.entries(modules))
    for (const name of components) moduleOf.set(name, key);

  const loadModule = (key: string): Promise<void> => {
    let promise = pending.get(key);
    if (!promise) {
      promise = loaders[key]!().then(
        (exports) => {
          for (const name of modules[key]!) {
            const implementation = exports[name];
            if (typeof implementation !== 'function' && typeof implementation !== 'object')
              throw new Error(`Module ${key} has no component ${name}`);
            loaded.set(name, implementation as ComponentImplementation);
          }
        },
        (error: unknown) => {
          // A failed download (offline, new deploy) is tried again on the next render.
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, promise);
    }
    return promise;
  };

  function Deferred({ name, props }: { name: string; props: ElementRenderProps }): ReactNode {
    use(loadModule(moduleOf.get(name)!));
    return createElement(loaded.get(name)!, props);
  }

  const standIn = (name: string): ComponentImplementation => {
    function LazyImplementation(props: ElementRenderProps) {
      // Fixed for the element's lifetime, so its subtree keeps one shape (and its state).
      const [ready] = useState(() => loaded.has(name));
      const Implementation = loaded.get(name);
      if (ready && Implementation) return createElement(Implementation, props);
      return createElement(Suspense, { fallback: null }, createElement(Deferred, { name, props }));
    }
    LazyImplementation.displayName = `Lazy(${name})`;
    return LazyImplementation;
  };

  const implementations: Record<string, ComponentImplementation> = {};
  for (const name of moduleOf.keys()) implementations[name] = standIn(name);

  return {
    implementations,
    preload: async (names) => {
      const keys = new Set<string>();
      for (const name of names ?? moduleOf.keys()) {
        const key = moduleOf.get(name);
        if (key && !loaded.has(name)) keys.add(key);
      }
      await Promise.all([...keys].map(loadModule));
    },
  };
}
