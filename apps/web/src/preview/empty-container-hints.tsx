// The builder's hint for an empty container: a dashed frame over every element that takes children
// and has none (a Flex just inserted), so the author sees where it is and where to drop into it
// without selecting it. Drawn by the preview frame in a layer of its own beside the page, never on
// the page's elements: the page renders (and computes its styles) exactly as published, and the
// published page has no such layer.
import { OUTLINE_WIDTH_PROPERTY, registry, type ProjectJson } from '@vitrine/components';
import { useEffect, useRef, useState } from 'react';
import { OFFSCREEN_ATTRIBUTE } from './offscreen-units.ts';

/** Marks the hint layer. */
export const EMPTY_HINT_TEST_ID = 'empty-container-hint';

interface Hint {
  key: string;
  elementId: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Whether an element of this type is a container (it takes children). */
function isContainer(elementType: string | undefined): boolean {
  return Boolean(elementType && registry.get(elementType)?.acceptsChildren);
}

/**
 * The rendered nodes under `root` of elements that take children and show nothing: no child node
 * at all (an element with children, or a Button showing its label, has some). Parts the builder
 * skips while they are far off screen (offscreen-units.ts) are left for when they come near.
 */
export function emptyContainers(root: Element, project: ProjectJson): HTMLElement[] {
  const pageNode = root.querySelector('[data-page-id]');
  const elements = project.pages?.[pageNode?.getAttribute('data-page-id') ?? '']?.elements ?? {};
  return [...root.querySelectorAll<HTMLElement>('[data-element-id]:empty')].filter(
    (node) =>
      isContainer(elements[node.getAttribute('data-element-id') ?? '']?.elementType) &&
      node.closest(`[${OFFSCREEN_ATTRIBUTE}]`) === null,
  );
}

function measure(root: HTMLElement, project: ProjectJson): Hint[] {
  const view = root.ownerDocument.defaultView;
  if (!view) return [];
  const seen = new Map<string, number>();
  const hints: Hint[] = [];
  for (const node of emptyContainers(root, project)) {
    const rect = node.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const elementId = node.getAttribute('data-element-id')!;
    const count = (seen.get(elementId) ?? 0) + 1;
    seen.set(elementId, count);
    hints.push({
      key: `${elementId}#${count}`,
      elementId,
      top: rect.top + view.scrollY,
      left: rect.left + view.scrollX,
      width: rect.width,
      height: rect.height,
    });
  }
  return hints;
}

const same = (a: Hint[], b: Hint[]) =>
  a.length === b.length &&
  a.every(
    (hint, index) =>
      hint.key === b[index]!.key &&
      hint.top === b[index]!.top &&
      hint.left === b[index]!.left &&
      hint.width === b[index]!.width &&
      hint.height === b[index]!.height,
  );

/**
 * The hints over the page rendered under `root` (the layer sits outside it, at the document's
 * origin). They follow edits, resizes and parts coming on screen; the selected and hovered elements
 * show the builder's own outline instead.
 */
export function EmptyContainerHints({
  root,
  project,
  outlined,
}: {
  root: HTMLElement;
  project: ProjectJson;
  outlined: readonly (string | null)[];
}) {
  const [hints, setHints] = useState<Hint[]>([]);
  const projectRef = useRef(project);
  projectRef.current = project;
  const scheduleRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const view = root.ownerDocument.defaultView;
    if (!view) return;
    let request = 0;
    let timer = 0;
    const update = () => {
      timer = 0;
      const next = measure(root, projectRef.current);
      setHints((current) => (same(current, next) ? current : next));
    };
    // Measured once the frame that shows the change has painted, when its layout is done: never a
    // layout forced in the middle of an edit (on a large page that costs as much as the edit).
    const schedule = () => {
      if (request || timer) return;
      request = view.requestAnimationFrame(() => {
        request = 0;
        timer = view.setTimeout(update, 0);
      });
    };
    scheduleRef.current = schedule;
    schedule();
    const mutations = new view.MutationObserver(schedule);
    mutations.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['style', 'class', OFFSCREEN_ATTRIBUTE],
    });
    const sizes = new view.ResizeObserver(schedule);
    sizes.observe(root);
    view.addEventListener('resize', schedule);
    void root.ownerDocument.fonts?.ready.then(schedule);
    return () => {
      mutations.disconnect();
      sizes.disconnect();
      view.removeEventListener('resize', schedule);
      view.cancelAnimationFrame(request);
      view.clearTimeout(timer);
      scheduleRef.current = () => undefined;
    };
  }, [root]);
  // An edit that changes no node's attributes (an element's type) still re-reads the page.
  useEffect(() => scheduleRef.current(), [project]);

  return (
    <div
      data-testid="empty-container-hints"
      aria-hidden="true"
      style={{ position: 'absolute', top: 0, left: 0, width: 0, height: 0, pointerEvents: 'none' }}
    >
      {hints
        .filter((hint) => !outlined.includes(hint.elementId))
        .map((hint) => (
          <div
            key={hint.key}
            data-testid={EMPTY_HINT_TEST_ID}
            data-hint-for={hint.elementId}
            style={{
              position: 'absolute',
              zIndex: 2147483647,
              top: hint.top,
              left: hint.left,
              width: hint.width,
              height: hint.height,
              boxSizing: 'border-box',
              outline: `var(${OUTLINE_WIDTH_PROPERTY}, 1px) dashed #9ca3af`,
              outlineOffset: -1,
            }}
          />
        ))}
    </div>
  );
}
