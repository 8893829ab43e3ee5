// React contexts of the page renderer: the runtime (document store, page state, commerce selection,
// actions), the For scope (item, index), and which implementations the current subtree uses. The
// runtime value does not change when the document does: components read the project, the page or
// one element through the store hooks below, and re-render only when what they read changed.
import { createContext, useContext } from 'react';
import type { Scope } from '../expression/evaluate.ts';
import type { AssetJson, PageJson, ProjectJson } from '../model/project-json.ts';
import type { ComponentLookup } from '../registry/meta-defaults.ts';
import type { ActionTarget } from '../runtime/actions.ts';
import type { PageState } from '../runtime/page-state.ts';
import type { Track } from '../runtime/track.ts';
import type { ThemeTokens } from '../runtime/styles.ts';
import type { DiagnosticsCollector } from './diagnostics.ts';
import { useStoredPage, useStoredProject, type DocumentStore } from './document-store.ts';
import type { ImplementationMap, RenderMode } from './types.ts';

export type RendererMode = 'live' | 'edit';

export interface RuntimeValue {
  /** The shown project and page: read them with useProject / usePage. */
  document: DocumentStore;
  /** The metadata of the components the page uses. */
  registry: ComponentLookup;
  tokens: ThemeTokens;
  assets: Record<string, AssetJson>;
  pageState: PageState;
  selection: Record<string, string>;
  currency: string;
  variants: Record<string, string>;
  /** The point of interest the camera should move to, with a counter so re-focusing the same point moves again. */
  focus: { elementId: string; nonce: number } | null;
  actions: ActionTarget;
  collector: DiagnosticsCollector;
  mode: RendererMode;
  onSelectElement?: (elementId: string, options: { additive: boolean }) => void;
  /** Scope of binding expressions, without the For scope. */
  baseScope: Scope;
  /** Hears what the visitor does (live pages of the published runtime). */
  track?: Track;
  /** The URL of a page of the project (the published site's); absent, page links switch page in place. */
  pageHref?: (pageId: string) => string | null;
}

export const RuntimeContext = createContext<RuntimeValue | null>(null);

export function useRuntime(): RuntimeValue {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Element rendered outside a PageRenderer');
  return runtime;
}

/** The whole project: the caller re-renders on every change of the document. */
export function useProject(): ProjectJson {
  return useStoredProject(useRuntime().document);
}

/** The shown page: the caller re-renders on every change of the page. */
export function usePage(): PageJson {
  return useStoredPage(useRuntime().document);
}

/** Variables a For adds for its children: `item` and `index` (nested Fors shadow outer ones). */
export const ScopeContext = createContext<Record<string, unknown>>({});

export interface ImplementationsValue {
  mode: RenderMode;
  implementations: ImplementationMap;
}

export const ImplementationsContext = createContext<ImplementationsValue>({
  mode: 'dom',
  implementations: {},
});
