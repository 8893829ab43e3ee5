// Web content over a 3D scene (Hotspot, loaders). Scene components register entries here; the
// Canvas renders them in its own DOM layer above the WebGL canvas — inside the page's React tree,
// so they keep every context — and anchored entries are moved every frame to their projected 3D point.
import { createContext, type ReactNode } from 'react';

export interface OverlayEntry {
  /** Anchored entries follow a 3D point; others cover the whole canvas. */
  anchored: boolean;
  render: () => ReactNode;
}

export class OverlayStore {
  readonly #entries = new Map<string, OverlayEntry>();
  readonly #listeners = new Set<() => void>();
  #snapshot: [string, OverlayEntry][] = [];
  /** The DOM node of each anchored entry, positioned imperatively by its scene component. */
  readonly nodes = new Map<string, HTMLDivElement>();
  /** Called when an anchored entry's node appears: the scene draws a frame to place it. */
  onNodes: () => void = () => {};

  set(key: string, entry: OverlayEntry): void {
    this.#entries.set(key, entry);
    this.#emit();
  }

  delete(key: string): void {
    if (this.#entries.delete(key)) this.#emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): [string, OverlayEntry][] => this.#snapshot;

  #emit(): void {
    this.#snapshot = [...this.#entries];
    for (const listener of this.#listeners) listener();
  }
}

export const OverlayContext = createContext<OverlayStore | null>(null);
