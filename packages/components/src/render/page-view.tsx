// <PageView>: renders one page of a project (plain JSON, as read from the shared document or a
// release) with the component metadata it is given — the published runtime passes what its page
// uses; <PageRenderer> (page-renderer.tsx) the whole registry and the builder's selection outline.
// Three.js is not imported here: the Canvas implementation and every 3D component load on demand
// (see dom-implementations.ts).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  Suspense,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { pageLinkTarget, readBreakpoints, safeUrl } from '@vitrine/core';
import type { AssetJson, PageJson, ProjectJson } from '../model/project-json.ts';
import type { ComponentLookup } from '../registry/meta-defaults.ts';
import { announceCartItem, type CartItem } from '../runtime/cart.ts';
import { attributesScope, currencySymbol } from '../runtime/commerce.ts';
import { breakpointStyleSheet } from '../runtime/breakpoint-style-sheet.ts';
import { projectStyleSheet } from '../runtime/project-style-sheet.ts';
import { activeThemeTokens } from '../runtime/styles.ts';
import { ImplementationsContext, RuntimeContext, type RendererMode, type RuntimeValue } from './context.ts';
import type { Track } from '../runtime/track.ts';
import { DiagnosticsCollector, type Diagnostics } from './diagnostics.ts';
import { DocumentStore } from './document-store.ts';
import { DOM_IMPLEMENTATIONS } from './dom-implementations.ts';
import { ElementNode } from './element-node.tsx';
import { useAccessibilityDiagnostics } from './use-accessibility-diagnostics.ts';
import { useRuntimeState, type InitialRuntimeState } from './use-runtime-state.ts';
import { SelectionContext, SelectionStore } from './selection-store.ts';

export interface PageRendererProps {
  project: ProjectJson;
  /**
   * The ids of the elements whose objects differ from the previous `project`'s (a live document
   * whose other elements kept their references, even inside an element map updated in place): only
   * their components check for a change. Without it every element component checks.
   */
  changedElements?: ReadonlySet<string>;
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
  /**
   * The URL of a page of the project (the published site's): links and openUrl actions to
   * `page:<id>` go there. Without it (the builder's preview) they switch page like goToPage.
   */
  pageHref?: (pageId: string) => string | null;
  /** Called by the addToCart action; without it the item is announced to the host page (cart.ts). */
  onAddToCart?: (item: CartItem) => void;
  /** Hears what the visitor does on a live page: choices, hotspots, points of interest, prices shown. */
  onTrack?: Track;
  selectedElementIds?: readonly string[];
  hoveredElementId?: string | null;
  className?: string;
  style?: CSSProperties;
}

export interface PageViewProps extends PageRendererProps {
  /** The metadata of every component the page uses. */
  registry: ComponentLookup;
  /** Drawn over the page (the builder's selection outline). */
  overlay?: ReactNode;
}

const EMPTY_PAGE: PageJson = { id: '', children: [], elements: {} };
const NO_ASSETS: Record<string, AssetJson> = {};

function firstPage(project: ProjectJson): PageJson | undefined {
  const pages = Object.values(project.pages ?? {}) as (PageJson & { order?: number })[];
  return pages.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : 1))[0];
}

/**
 * Whether an element of the page is its main landmark (a Flex whose tag is 'main'). A page without
 * one is wrapped in <main>, so every page has the landmark assistive technology jumps to.
 */
function hasMainLandmark(page: PageJson): boolean {
  return Object.values(page.elements ?? {}).some((element) => {
    const tag = element.props?.tag;
    return tag?.type === 'static' && tag.content === 'main';
  });
}

function defaultOpenUrl(url: string, newTab: boolean) {
  if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}

export function PageView(props: PageViewProps) {
  const { project, mode = 'live', onSelectElement, onDiagnostics, onNavigate, onOpenUrl, registry } = props;
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
  store.set(project, page, props.changedElements);
  useLayoutEffect(() => store.notify(), [store, project, page]);

  // Widgets open the item holding the selection (builder only).
  const selectionRef = useRef<SelectionStore>(null);
  selectionRef.current ??= new SelectionStore();
  const selectionStore = selectionRef.current;
  const selectedIds = mode === 'edit' ? props.selectedElementIds : undefined;
  const hoveredId = mode === 'edit' ? (props.hoveredElementId ?? null) : null;
  useLayoutEffect(() => selectionStore.set(selectedIds, hoveredId), [selectionStore, selectedIds, hoveredId]);

  const goToPage = useCallback(
    (pageId: string) => (onNavigate ? onNavigate(pageId) : setOwnPageId(pageId)),
    [onNavigate],
  );
  const { pageHref } = props;
  const openUrl = useCallback(
    (url: string, newTab: boolean) => {
      const target = pageLinkTarget(url);
      const href = target === null ? null : (pageHref?.(target) ?? null);
      if (target !== null && href === null) return goToPage(target);
      const safe = safeUrl(href ?? url);
      if (safe !== null) (onOpenUrl ?? defaultOpenUrl)(safe, newTab);
    },
    [onOpenUrl, pageHref, goToPage],
  );
  const addToCart = props.onAddToCart ?? announceCartItem;
  const runtimeState = useRuntimeState({
    project,
    page,
    initial: props.state,
    goToPage,
    openUrl,
    addToCart,
    track: props.onTrack,
  });
  // Derived values depend on the parts of the project they read, which keep their references
  // while other parts are edited.
  const { config, attributes, priceOptions } = project;
  const tokens = useMemo(() => activeThemeTokens({ config }, page.theme), [config, page.theme]);
  const styleSheet = useMemo(() => projectStyleSheet({ config }, page.theme), [config, page.theme]);
  const breakpoints = useMemo(() => readBreakpoints(config?.breakpoints), [config?.breakpoints]);
  // A live document updates the elements map in place (a new project object each change), so the
  // rules are read again per change; the writer keeps each unchanged element's rules.
  const breakpointSheet = useMemo(
    () => breakpointStyleSheet(page.elements, breakpoints, tokens),
    [project, page.elements, breakpoints, tokens], // `project` stands for the elements' contents
  );
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
      registry,
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
      track: props.onTrack,
      pageHref,
    }),
    [
      store,
      registry,
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
      props.onTrack,
      pageHref,
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
  const rootRef = useRef<HTMLDivElement>(null);
  useAccessibilityDiagnostics(
    mode === 'edit' && Boolean(onDiagnostics),
    rootRef,
    collector,
    page,
    assets,
    project,
  );
  const Root = hasMainLandmark(page) ? 'div' : 'main';

  return (
    <RuntimeContext.Provider value={runtime}>
      <SelectionContext.Provider value={selectionStore}>
        <ImplementationsContext.Provider value={implementations}>
          <Root
            ref={rootRef}
            className={props.className}
            data-page-id={page.id}
            onClickCapture={onClickCapture}
            style={{ minHeight: '100%', ...props.style }}
          >
            {styleSheet && <style data-vitrine-styles="">{styleSheet}</style>}
            {breakpointSheet && <style data-vitrine-breakpoints="">{breakpointSheet}</style>}
            {/* Only an element whose module or page logic is still loading waits (not on a
                published page, which loads them first). */}
            <Suspense fallback={null}>
              {(page.children ?? []).map((id) => (
                <ElementNode key={id} id={id} />
              ))}
            </Suspense>
            {props.overlay}
          </Root>
        </ImplementationsContext.Provider>
      </SelectionContext.Provider>
    </RuntimeContext.Provider>
  );
}
