// <PageRenderer>: renders one page of a project (plain JSON, as read from the shared document or a
// release) — shared by the preview frame and the published runtime. Three.js is not imported here:
// the Canvas implementation and every 3D component load on demand (see dom-implementations.ts).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import type { AssetJson, PageJson, ProjectJson } from '../model/project-json.ts';
import { isSafeUrl } from '../runtime/actions.ts';
import { attributesScope, currencySymbol } from '../runtime/commerce.ts';
import { activeThemeTokens, themeVariables } from '../runtime/styles.ts';
import { ImplementationsContext, RuntimeContext, type RendererMode, type RuntimeValue } from './context.ts';
import { DiagnosticsCollector, type Diagnostics } from './diagnostics.ts';
import { DocumentStore } from './document-store.ts';
import { DOM_IMPLEMENTATIONS } from './dom-implementations.ts';
import { ElementNode } from './element-node.tsx';
import { useRuntimeState, type InitialRuntimeState } from './use-runtime-state.ts';
import { SelectionOutline } from './selection-outline.tsx';

export interface PageRendererProps {
  project: ProjectJson;
  /** The page to show; defaults to the first page. */
  pageId?: string;
  /** Initial page state, attribute selection, currency and variants. */
  state?: InitialRuntimeState;
  /** 'edit' (builder): clicks select elements and interactions do not run. 'live' (default): interactions run. */
  mode?: RendererMode;
  onSelectElement?: (elementId: string, options: { additive: boolean }) => void;
  onDiagnostics?: (diagnostics: Diagnostics) => void;
  /** Called by the goToPage action; without it the renderer switches page itself. */
  onNavigate?: (pageId: string) => void;
  /** Called by the openUrl action; without it the URL opens in this window or a new tab. */
  onOpenUrl?: (url: string, newTab: boolean) => void;
  selectedElementIds?: readonly string[];
  hoveredElementId?: string | null;
  className?: string;
  style?: CSSProperties;
}

const EMPTY_PAGE: PageJson = { id: '', children: [], elements: {} };
const NO_ASSETS: Record<string, AssetJson> = {};

function firstPage(project: ProjectJson): PageJson | undefined {
  const pages = Object.values(project.pages ?? {}) as (PageJson & { order?: number })[];
  return pages.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : 1))[0];
}

function defaultOpenUrl(url: string, newTab: boolean) {
  if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}

export function PageRenderer(props: PageRendererProps) {
  const { project, mode = 'live', onSelectElement, onDiagnostics, onNavigate, onOpenUrl } = props;
  const [ownPageId, setOwnPageId] = useState<string | null>(null);
  const requestedId = onNavigate ? props.pageId : (ownPageId ?? props.pageId);
  const page = (requestedId ? project.pages?.[requestedId] : undefined) ?? firstPage(project) ?? EMPTY_PAGE;

  const collectorRef = useRef<DiagnosticsCollector>(null);
  collectorRef.current ??= new DiagnosticsCollector();
  const collector = collectorRef.current;
  useEffect(() => collector.listen(onDiagnostics), [collector, onDiagnostics]);

  // The runtime value below stays the same across document edits; elements read the document from
  // this store and hear of a change once this render has committed.
  const storeRef = useRef<DocumentStore>(null);
  storeRef.current ??= new DocumentStore(project, page);
  const store = storeRef.current;
  store.set(project, page);
  useLayoutEffect(() => store.notify(), [store, project, page]);

  const goToPage = useCallback(
    (pageId: string) => (onNavigate ? onNavigate(pageId) : setOwnPageId(pageId)),
    [onNavigate],
  );
  const openUrl = useCallback(
    (url: string, newTab: boolean) => isSafeUrl(url) && (onOpenUrl ?? defaultOpenUrl)(url, newTab),
    [onOpenUrl],
  );
  const runtimeState = useRuntimeState({ project, page, initial: props.state, goToPage, openUrl });
  // Derived values depend on the parts of the project they read, which keep their references
  // while other parts are edited.
  const { config, attributes, priceOptions } = project;
  const tokens = useMemo(() => activeThemeTokens({ config }), [config]);
  const assets = project.assets ?? NO_ASSETS;

  const baseScope = useMemo(
    () => ({
      ...runtimeState.pageState,
      state: runtimeState.pageState,
      attributes: attributesScope(
        { attributes, priceOptions },
        runtimeState.selection,
        runtimeState.currency,
      ),
      currency: runtimeState.currency,
      currencySymbol: currencySymbol(runtimeState.currency),
      page: { id: page.id, label: page.label ?? '' },
    }),
    [
      runtimeState.pageState,
      runtimeState.selection,
      runtimeState.currency,
      attributes,
      priceOptions,
      page.id,
      page.label,
    ],
  );

  const { pageState, selection, currency, variants, focus, actions } = runtimeState;
  const runtime = useMemo<RuntimeValue>(
    () => ({
      document: store,
      tokens,
      assets,
      pageState,
      selection,
      currency,
      variants,
      focus,
      actions: { ...actions, scope: () => baseScope },
      collector,
      mode,
      onSelectElement,
      baseScope,
    }),
    [
      store,
      tokens,
      assets,
      pageState,
      selection,
      currency,
      variants,
      focus,
      actions,
      collector,
      mode,
      onSelectElement,
      baseScope,
    ],
  );

  // In the builder a click on a web element selects the nearest element and does nothing else;
  // clicks on a 3D canvas are left to the scene, whose objects select themselves.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (mode !== 'edit') return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'CANVAS') return;
    event.preventDefault();
    event.stopPropagation();
    const elementId = target.closest?.('[data-element-id]')?.getAttribute('data-element-id');
    if (elementId)
      onSelectElement?.(elementId, { additive: event.metaKey || event.altKey || event.shiftKey });
  };

  const implementations = useMemo(() => ({ mode: 'dom' as const, implementations: DOM_IMPLEMENTATIONS }), []);

  return (
    <RuntimeContext.Provider value={runtime}>
      <ImplementationsContext.Provider value={implementations}>
        <div
          className={props.className}
          data-page-id={page.id}
          onClickCapture={onClickCapture}
          style={{ ...themeVariables(tokens), minHeight: '100%', ...props.style }}
        >
          {(page.children ?? []).map((id) => (
            <ElementNode key={id} id={id} />
          ))}
          {mode === 'edit' && (
            <SelectionOutline
              selected={props.selectedElementIds ?? []}
              hovered={props.hoveredElementId ?? null}
            />
          )}
        </div>
      </ImplementationsContext.Provider>
    </RuntimeContext.Provider>
  );
}
