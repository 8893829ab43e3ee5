// The /preview/ page: renders one page of a project with <PageRenderer>. Embedded in a frame it
// follows the host (builder: edit mode, or live in Preview mode; example viewer: live mode) over
// the bridge, which hears only a host on the studio's origin; opened directly it loads ?projectId=
// and shows ?pageId= (or the first page) live.
import { elementTypesOf, PageRenderer, preloadImplementations, type ProjectJson } from '@vitrine/components';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { EmptyContainerHints } from './empty-container-hints.tsx';
import { useHostInput } from './host-input.ts';
import { skipOffscreenUnits } from './offscreen-units.ts';
import { useRevealSelection } from './reveal-selection.ts';
import { useHostConnection } from './use-host-connection.ts';
import { useStandaloneProject } from './use-standalone-project.ts';

/** The page this one is framed in. The builder's frame is sandboxed, so its location cannot be read. */
function embeddingHost(): Window | null {
  return window.parent !== window ? window.parent : null;
}

function PreviewMessage({ text }: { text: string }) {
  return <div style={{ padding: 24, fontFamily: 'Ubuntu, sans-serif', color: '#6b7280' }}>{text}</div>;
}

export function PreviewApp() {
  const host = useMemo(embeddingHost, []);
  const params = useMemo(() => new URLSearchParams(window.location.search), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const getRoot = useCallback(() => rootRef.current, []);
  const connection = useHostConnection(host, getRoot);
  const standalone = useStandaloneProject(host ? null : params.get('projectId'));
  const [standalonePage, setStandalonePage] = useState<string | null>(params.get('pageId'));

  const project: ProjectJson | null = host ? connection.project : standalone.project;
  const error = host ? connection.error : standalone.error;
  const mode = host ? connection.appState.mode : 'live';
  useHostInput(host, mode);
  const pageId = host ? (connection.appState.pageId ?? undefined) : (standalonePage ?? undefined);

  // Leaving Preview mode shows the page as edited again: its state, choices and open widgets start
  // over (the page renders anew).
  const [edits, setEdits] = useState({ mode, count: 0 });
  if (edits.mode !== mode) setEdits({ mode, count: edits.count + (mode === 'edit' ? 1 : 0) });

  // The modules of every component the project uses — the 3D renderer and its components with
  // them — are fetched as it opens (and again on a whole new document), not when an element first
  // shows: a page opened or an element revealed later, offline, finds them here.
  const wholeDocument = host ? connection.changedElements === undefined : true;
  useEffect(() => {
    if (project && wholeDocument) void preloadImplementations(elementTypesOf(project)).catch(() => undefined);
  }, [project, wholeDocument]);

  // Only the builder edits pages large enough to need it; the viewer shows pages as visitors do.
  const editing = Boolean(host) && mode === 'edit' && project !== null;
  const [shownRoot, setShownRoot] = useState<HTMLDivElement | null>(null);
  useEffect(() => (editing && shownRoot ? skipOffscreenUnits(shownRoot) : undefined), [editing, shownRoot]);
  const setRoot = useCallback((node: HTMLDivElement | null) => {
    rootRef.current = node;
    setShownRoot(node);
  }, []);

  // An element inserted or picked in the outliner is scrolled into view; one clicked here is in view.
  const clicked = useRef<string | null>(null);
  const selectElement = connection.selectElement;
  const onSelectElement = useCallback(
    (elementId: string, options: { additive: boolean }) => {
      clicked.current = elementId;
      selectElement(elementId, options);
    },
    [selectElement],
  );
  const { selectedElementIds, hoveredElementId } = connection.appState;
  useRevealSelection(shownRoot, selectedElementIds, editing, clicked);

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (!host || mode !== 'edit') return;
    const target = (event.target as HTMLElement).closest?.('[data-element-id]');
    connection.hoverElement(target?.getAttribute('data-element-id') ?? null);
  };

  if (error) return <PreviewMessage text={error} />;
  if (!project)
    return <PreviewMessage text={host || params.get('projectId') ? 'Loading…' : 'No project to preview.'} />;
  return (
    <>
      <div
        ref={setRoot}
        data-testid="preview-root"
        onPointerOver={onPointerOver}
        onPointerLeave={() => host && connection.hoverElement(null)}
        style={{ minHeight: '100vh' }}
      >
        <PageRenderer
          key={edits.count}
          project={project}
          {...(host ? { changedElements: connection.changedElements } : {})}
          pageId={pageId}
          mode={mode}
          selectedElementIds={selectedElementIds}
          hoveredElementId={hoveredElementId}
          onSelectElement={host ? onSelectElement : undefined}
          onDiagnostics={host ? connection.reportDiagnostics : undefined}
          onNavigate={host ? connection.navigate : setStandalonePage}
        />
      </div>
      {/* Builder-only hints, beside the page (never on its elements): empty containers. */}
      {editing && shownRoot && (
        <EmptyContainerHints
          root={shownRoot}
          project={project}
          outlined={[...selectedElementIds, hoveredElementId]}
        />
      )}
    </>
  );
}
