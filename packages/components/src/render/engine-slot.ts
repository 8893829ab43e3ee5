// Where the renderer finds the page logic (engine.ts): set at once by <PageRenderer>, loaded on
// demand otherwise. Elements with bindings wait for it (they suspend); an event interaction fired
// before it arrives runs once it has.
import type { Engine } from './engine.ts';

let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

export function provideEngine(provided: Engine): void {
  engine = provided;
  loading = Promise.resolve(provided);
}

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine.ts').then(
    (module) => (engine = module.ENGINE),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The engine when it has loaded. */
export function loadedEngine(): Engine | null {
  return engine;
}
