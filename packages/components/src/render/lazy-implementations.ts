// Component implementations whose modules load on demand. Each stands in the implementation map as a
// small component: once its module has loaded it renders the real one directly; before that it
// suspends (rendering nothing) and shows once the module arrives. `preload` fetches the modules of
// some component names ahead, so a page that awaits it renders every element on its first pass.
import { createElement, Suspense, use, useState, type ReactNode } from 'react';
import { retryingLoad } from './retrying-load.ts';
import type { ComponentName } from '../registry/registry.ts';
import type {
  ComponentImplementation,
  ElementRenderProps,
  ImplementationMap,
  ImplementationOf,
} from './types.ts';

interface ModuleLoad {
  /** Resolves once the module is loaded and its components are known. */
  loaded: Promise<void>;
  /** Whether the first download succeeded. */
  firstTry: Promise<boolean>;
}

/** The component names each module implements, each its export of the same name. */
export type ModuleComponents = Readonly<Record<string, readonly string[]>>;
/** How to load each module. */
export type ModuleLoaders = Readonly<Record<string, () => Promise<Record<string, unknown>>>>;
/** How to load each module of `Modules`, each exporting the renderers of its components by name. */
export type ComponentModuleLoaders<Modules extends Readonly<Record<string, readonly ComponentName[]>>> = {
  readonly [Key in keyof Modules]: () => Promise<{ [Name in Modules[Key][number]]: ImplementationOf<Name> }>;
};

export interface LazyImplementations {
  implementations: ImplementationMap;
  /**
   * Loads the modules of these component names (all when omitted); unknown names are ignored.
   * Rejects when a first download failed (the module keeps trying and its elements show once it
   * has loaded).
   */
  preload: (names?: Iterable<string>) => Promise<void>;
}

export function lazyImplementations(modules: ModuleComponents, loaders: ModuleLoaders): LazyImplementations {
  const loaded = new Map<string, ComponentImplementation>();
  const modulesLoading = new Map<string, ModuleLoad>();
  const moduleOf = new Map<string, string>();
  for (const [key, components] of Object.entries(modules))
    for (const name of components) moduleOf.set(name, key);

  // One load per module for the page's lifetime: every element waiting for it suspends on the same
  // promise, which a failed download (offline) does not reject — it tries again with backoff
  // (retrying-load.ts) — so a render never starts another download.
  const loadModule = (key: string): ModuleLoad => {
    let load = modulesLoading.get(key);
    if (!load) {
      const attempt = retryingLoad(loaders[key]!);
      load = {
        firstTry: attempt.firstTry,
        loaded: attempt.loaded.then((exports) => {
          for (const name of modules[key]!) {
            const implementation = exports[name];
            if (typeof implementation !== 'function' && typeof implementation !== 'object')
              throw new Error(`Module ${key} has no component ${name}`);
            loaded.set(name, implementation as ComponentImplementation);
          }
        }),
      };
      modulesLoading.set(key, load);
    }
    return load;
  };

  function Deferred({ name, props }: { name: string; props: ElementRenderProps }): ReactNode {
    use(loadModule(moduleOf.get(name)!).loaded);
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
      // The first try of each: a page that awaits this renders at once; what failed arrives later.
      const firsts = await Promise.all([...keys].map((key) => loadModule(key).firstTry));
      if (firsts.includes(false)) throw new Error('Some component modules could not load yet');
    },
  };
}
